// Signing on the table's one device (docs/product.md#score-sheet): each signer taps their name on the scorer's phone
// and enters their own signature PIN; the signature is theirs, the device's session is noted as having recorded it.
import type { SignerDTO } from '../../../shared/schemas/score-sheet';
import { personName } from '../../../shared/person-name';
import { db } from '../../db/client';
import { notFound } from '../../errors';
import { confirmLineup } from './lineups';
import type { SheetAccess } from './policy';
import { signAsReferee } from './signatures';

/** Who signs this game: its assigned referees and both teams' managers, each with whether their signature is in. */
export async function signersOf(sheet: SheetAccess): Promise<SignerDTO[]> {
  const { id, homeTeamId, awayTeamId } = sheet.game;
  const [referees, managers, signatures] = await Promise.all([
    db().gameOfficial.findMany({
      where: { gameId: id, role: 'referee' },
      select: { person: { select: { id: true, firstname: true, lastname: true } } },
      orderBy: { personId: 'asc' },
    }),
    db().aclRule.findMany({
      where: { role: 'team_leader', teamId: { in: [homeTeamId, awayTeamId] } },
      select: { teamId: true, person: { select: { id: true, firstname: true, lastname: true } } },
      orderBy: { personId: 'asc' },
    }),
    db().gameSignature.findMany({ where: { gameId: id }, select: { role: true, personId: true } }),
  ]);
  const signed = (role: string, personId?: number) =>
    signatures.some((s) => s.role === role && (personId === undefined || s.personId === personId));
  const out: SignerDTO[] = [];
  for (const side of ['home', 'away'] as const) {
    const role = side === 'home' ? 'home_manager' : 'away_manager';
    const teamId = side === 'home' ? homeTeamId : awayTeamId;
    const seen = new Set<number>();
    for (const { person } of managers.filter((m) => m.teamId === teamId)) {
      if (seen.has(person.id)) continue;
      seen.add(person.id);
      // One confirmation per side: once in, the side's other managers have nothing left to sign.
      out.push({ person_id: person.id, name: personName(person), role, signed: signed(role) });
    }
  }
  for (const { person } of referees) {
    out.push({ person_id: person.id, name: personName(person), role: 'referee', signed: signed('referee', person.id) });
  }
  return out;
}

/**
 * A signer signs on the device with their own PIN (checked and counted for the signer, pin.ts): a referee's signature
 * or a team manager's line-up confirmation, recorded_by the device's session in the history. 404 for a person who
 * does not sign this game in that role.
 */
export async function signOnDevice(sheet: SheetAccess, personId: number, role: SignerDTO['role'], pin: string): Promise<void> {
  const signers = await signersOf(sheet);
  if (!signers.some((s) => s.person_id === personId && s.role === role)) throw notFound('Signer');
  const by = { personId, onDevice: { recordedBy: sheet.personId, gameCodeId: sheet.gameCodeId ?? null } };
  if (role === 'referee') await signAsReferee(sheet, pin, by);
  else await confirmLineup(sheet, role === 'home_manager' ? 'home' : 'away', pin, by);
}
