// Eligibility of the players on a game's line-ups (docs/product.md#score-sheet): warnings from the portal's own data,
// never a block. Four queries for both line-ups together, whatever their size.
import { ELIGIBILITY_FLAGS, type EligibilityFlagName } from '../../../shared/schemas/score-sheet';
import { isCurrentMembership } from '../../../shared/clock';
import { ageOnYearEnd } from '../../../shared/age-categories';
import { type Prisma, db } from '../../db/client';

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

export interface FlaggedPlayer {
  membershipId: number;
  personId: number;
  jerseyNumber: string | null;
}

export interface FlagContext {
  /** The game's day (yyyy-mm-dd 00:00 UTC, the association's calendar day of the kickoff): licences count on it. */
  gameDay: Date;
  /** The licence every player must hold on game day, or null. */
  requiredLicenseId: number | null;
  /** The competition's age class (0 is no limit on that side), by age on 31 December of the game day's year. */
  ageClass: { minAge: number; maxAge: number };
}

/** A jersey number as worn: "07" and "7" are one number; null for none. */
function jersey(number: string | null): string | null {
  const n = number?.trim() ?? '';
  if (n === '') return null;
  return /^\d+$/.test(n) ? String(Number(n)) : n;
}

/** Jersey numbers worn by more than one player of a line-up. */
function duplicateJerseys(players: FlaggedPlayer[]): Set<string> {
  const seen = new Map<string, number>();
  for (const p of players) {
    const n = jersey(p.jerseyNumber);
    if (n !== null) seen.set(n, (seen.get(n) ?? 0) + 1);
  }
  return new Set([...seen].filter(([, count]) => count > 1).map(([n]) => n));
}

/**
 * The flags of every player of each line-up, in the order of ELIGIBILITY_FLAGS: `not_team_member` without a current
 * membership in that team, `alumni` when the line-up's membership is an alumni one, `retirement_pending` /
 * `switch_pending` for an open retire / move process, `duplicate_jersey` for a number worn twice in the line-up,
 * `missing_licence` when the competition requires a licence the person does not hold valid on game day, `too_young` /
 * `too_old` outside the competition's age class (0 is no limit, as a team's).
 */
export async function eligibilityFlags(
  client: Client,
  context: FlagContext,
  lineups: { teamId: number; players: FlaggedPlayer[] }[],
): Promise<EligibilityFlagName[][][]> {
  const personIds = [...new Set(lineups.flatMap((l) => l.players.map((p) => p.personId)))];
  if (personIds.length === 0) return lineups.map(() => []);
  const day = context.gameDay;
  // One after another: the client may be a transaction, whose queries share one connection.
  const memberships = await client.membership.findMany({
    where: { personId: { in: personIds } },
    select: { id: true, personId: true, teamId: true, isAlumni: true, activeTo: true },
  });
  const processes = await client.process.findMany({
    where: { personId: { in: personIds }, status: 'open', type: { in: ['retire', 'move'] } },
    select: { personId: true, type: true },
  });
  const licences =
    context.requiredLicenseId === null
      ? []
      : await client.personLicense.findMany({
          where: {
            personId: { in: personIds },
            licenseId: context.requiredLicenseId,
            validFrom: { lte: day },
            OR: [{ validTo: null }, { validTo: { gte: day } }],
          },
          select: { personId: true },
        });
  const { minAge, maxAge } = context.ageClass;
  const persons =
    minAge === 0 && maxAge === 0
      ? []
      : await client.person.findMany({ where: { id: { in: personIds } }, select: { id: true, birthdate: true } });
  const ageOf = new Map(persons.map((p) => [p.id, ageOnYearEnd(p.birthdate, day.getUTCFullYear())]));
  const alumni = new Set(memberships.filter((m) => m.isAlumni).map((m) => m.id));
  const inTeam = new Set(
    memberships.filter((m) => m.teamId !== null && isCurrentMembership(m.activeTo)).map((m) => `${m.personId}:${m.teamId}`),
  );
  const retiring = new Set(processes.filter((p) => p.type === 'retire').map((p) => p.personId));
  const switching = new Set(processes.filter((p) => p.type === 'move').map((p) => p.personId));
  const licensed = new Set(licences.map((l) => l.personId));

  return lineups.map(({ teamId, players }) => {
    const duplicates = duplicateJerseys(players);
    return players.map((p) => {
      const age = ageOf.get(p.personId);
      const raised: Record<EligibilityFlagName, boolean> = {
        not_team_member: !inTeam.has(`${p.personId}:${teamId}`),
        alumni: alumni.has(p.membershipId),
        retirement_pending: retiring.has(p.personId),
        switch_pending: switching.has(p.personId),
        duplicate_jersey: duplicates.has(jersey(p.jerseyNumber) ?? ''),
        missing_licence: context.requiredLicenseId !== null && !licensed.has(p.personId),
        too_young: age !== undefined && minAge > 0 && age < minAge,
        too_old: age !== undefined && maxAge > 0 && age > maxAge,
      };
      return ELIGIBILITY_FLAGS.filter((flag) => raised[flag]);
    });
  });
}
