// A referee's signature on the finished sheet (docs/product.md#score-sheet), and the lock: a sheet locks when every
// required signature is in - one line-up confirmation per side whose team has a team manager, and every assigned
// referee's signature. From then on only an association admin changes it, with a reason. A signature given again ends
// the removal a change had left on the sheet (signature-removal.ts).
import { type Prisma, db } from '../../db/client';
import { Prisma as P } from '../../db/generated/client';
import { AppError, notFound } from '../../errors';
import { publishGameChange } from '../../live/publish';
import { signerOf, type SheetAccess } from './policy';
import { personName } from '../../../shared/person-name';
import { audit } from '../../platform/audit';
import { checkSignaturePin } from './pin';
import { lockGame } from '../games';
import { SHEET_ACCESS_SELECT } from './rows';
import { clearRemovals } from './signature-removal';

type Tx = Prisma.TransactionClient;

const isUniqueViolation = (e: unknown) => e instanceof P.PrismaClientKnownRequestError && e.code === 'P2002';

/** Who signs, and on the table's device whose session recorded it (docs/decisions/050-game-code-for-a-scorer.md). */
export interface SignedBy {
  personId: number;
  onDevice?: { recordedBy: number | null; gameCodeId: number | null };
}

/** The history's note of a signature given on the table's device. */
export const recordedData = (by: SignedBy) =>
  by.onDevice ? { recorded_by: by.onDevice.recordedBy, game_code: by.onDevice.gameCodeId } : {};

/**
 * An assigned referee signs the finished game with their signature PIN: one signature per referee (409
 * AlreadySigned), their sign_score_sheet task done, and the sheet locked if this was the last signature missing.
 * `by`: the referee signing on the table's device (signers.ts); without it the caller signs for themselves.
 */
export async function signAsReferee(
  sheet: SheetAccess,
  pin: string,
  by: SignedBy = { personId: signerOf(sheet) },
): Promise<void> {
  // The cheap refusals first, so a PIN is never checked (nor counted) for a sheet that cannot be signed anyway.
  if (!sheet.game.finishedAt) throw new AppError('GameNotFinished', 'Referees sign after the finish');
  const signerId = by.personId;
  await checkSignaturePin(signerId, pin);
  try {
    await db().$transaction(async (tx) => {
      const game = await lockGame(tx, sheet.game.id);
      if (!game.finishedAt) throw new AppError('GameNotFinished', 'Referees sign after the finish');
      const signed = await tx.gameSignature.count({
        where: { gameId: sheet.game.id, role: 'referee', personId: signerId },
      });
      if (signed > 0) throw new AppError('AlreadySigned', 'You have signed this score sheet');
      const person = await tx.person.findUnique({
        where: { id: signerId },
        select: { firstname: true, lastname: true },
      });
      if (!person) throw notFound('Person');
      const now = new Date();
      await tx.gameSignature.create({
        data: {
          gameId: sheet.game.id,
          personId: signerId,
          role: 'referee',
          name: personName(person),
          signedAt: now,
        },
      });
      await tx.gameTask.updateMany({
        where: { gameId: sheet.game.id, personId: signerId, type: 'sign_score_sheet', state: 'open' },
        data: { state: 'done', doneAt: now },
      });
      await clearRemovals(tx, sheet.game.id, 'referee', signerId);
      await audit(tx, {
        actorId: signerId,
        action: 'game.sign',
        entity: 'game',
        entityId: sheet.game.id,
        data: { role: 'referee', ...recordedData(by) },
      });
      await lockIfComplete(tx, sheet.game.id);
      await publishGameChange({ gameId: sheet.game.id, competitionId: sheet.game.competitionId }, tx);
    });
  } catch (e) {
    // Two signatures of one referee at once: the unique index lets one in, the other gets the same answer as later.
    if (isUniqueViolation(e)) throw new AppError('AlreadySigned', 'You have signed this score sheet');
    throw e;
  }
}

/** The signatures a finished game still lacks before it locks (empty when none). */
export async function missingSignatures(
  tx: Tx,
  game: { id: number; homeTeamId: number; awayTeamId: number },
): Promise<{ role: 'home_manager' | 'away_manager' | 'referee'; personId: number | null }[]> {
  // One after another: a transaction is one connection, which runs one query at a time anyway.
  const managers = await tx.aclRule.findMany({
    where: { role: 'team_leader', teamId: { in: [game.homeTeamId, game.awayTeamId] } },
    select: { teamId: true },
  });
  const referees = await tx.gameOfficial.findMany({ where: { gameId: game.id, role: 'referee' }, select: { personId: true } });
  const signatures = await tx.gameSignature.findMany({ where: { gameId: game.id }, select: { role: true, personId: true } });
  const managed = new Set(managers.map((m) => m.teamId));
  const signedAs = (role: string, personId?: number) =>
    signatures.some((s) => s.role === role && (personId === undefined || s.personId === personId));
  const missing: { role: 'home_manager' | 'away_manager' | 'referee'; personId: number | null }[] = [];
  if (managed.has(game.homeTeamId) && !signedAs('home_manager')) missing.push({ role: 'home_manager', personId: null });
  if (managed.has(game.awayTeamId) && !signedAs('away_manager')) missing.push({ role: 'away_manager', personId: null });
  for (const { personId } of referees) if (!signedAs('referee', personId)) missing.push({ role: 'referee', personId });
  return missing;
}

/**
 * Locks the sheet (locked_at now) when the game is finished and every required signature is in; answers whether it
 * is locked now. Called inside the transaction of every signature (a line-up confirmation, a referee's) and of the
 * finish, after the row lock on the game.
 */
export async function lockIfComplete(tx: Tx, gameId: number): Promise<boolean> {
  const game = await tx.game.findUnique({
    where: { id: gameId },
    select: SHEET_ACCESS_SELECT,
  });
  if (!game) throw notFound('Game');
  if (game.lockedAt) return true;
  if (!game.finishedAt) return false;
  if ((await missingSignatures(tx, game)).length > 0) return false;
  await tx.game.update({ where: { id: gameId }, data: { lockedAt: new Date() } });
  await audit(tx, { actorId: null, action: 'game.lock', entity: 'game', entityId: gameId, data: {} });
  await publishGameChange({ gameId, competitionId: game.competitionId }, tx);
  return true;
}
