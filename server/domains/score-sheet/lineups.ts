// Line-ups of a game (docs/product.md#score-sheet): from the team's current memberships, saved per game, with
// eligibility flags, confirmed by the team manager's signature PIN.
import { enqueuePush } from '../../platform/push-outbox';
import { associationTimeZone, dayIn } from '../../../shared/clock';
import type { PageMeta } from '../../../shared/contract/endpoint';
import type { PlayerPositionName } from '../../../shared/schemas/memberships';
import { competitionAgeClass } from '../../../shared/schemas/teams';
import type {
  EligibilityFlagName,
  LineupCandidateDTO,
  LineupInput,
  SheetLineupDTO,
  SideName,
} from '../../../shared/schemas/score-sheet';
import { type Prisma, db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { publishGameChange } from '../../live/publish';
import { currentMembership, isTeamOfficial } from '../access';
import { signerOf, type SheetAccess } from './policy';
import { presentLineup } from './presenter';
import { personName } from '../../../shared/person-name';
import { audit } from '../../platform/audit';
import { fromDbPosition, toDbPosition } from '../memberships';
import { eligibilityFlags } from './eligibility';
import { checkSignaturePin } from './pin';
import { lockedGame } from './play';
import { lockIfComplete, recordedData, type SignedBy } from './signatures';
import { LINEUP_GAME_SELECT } from './rows';
import { clearRemovals, removeSignatures } from './signature-removal';

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

type LineupGame = Prisma.GameGetPayload<{ select: typeof LINEUP_GAME_SELECT }>;

export interface LineupPlayerRow {
  membershipId: number;
  personId: number;
  firstname: string;
  lastname: string;
  jerseyNumber: string | null;
  position: PlayerPositionName | null;
  /** Marked on the saved line-up (docs/decisions/051-goalies-overtime-and-shootout.md); never on a default one. */
  captain: boolean;
  startingGoalie: boolean;
  flags: EligibilityFlagName[];
}

/** A team official (docs/product.md#score-sheet): listed apart from the players, on no line-up. */
export interface LineupOfficialRow {
  membershipId: number;
  personId: number;
  firstname: string;
  lastname: string;
  position: PlayerPositionName | null;
}

export interface SignatureRow {
  role: 'home_manager' | 'away_manager' | 'referee';
  personId: number | null;
  name: string;
  signedAt: Date;
}

export interface LineupRows {
  team: { id: number; name: string; clubId: number };
  saved: boolean;
  players: LineupPlayerRow[];
  /** The team's officials (coaches) as its current memberships have them, whether or not the line-up is saved. */
  officials: LineupOfficialRow[];
  confirmation: SignatureRow | null;
  /** The competition's age class as the age flags name it, null without one. */
  ageClass: string | null;
}

const managerRole = (side: SideName) => (side === 'home' ? 'home_manager' : 'away_manager');

/** Jersey order (numbers as numbers, none last), then name. */
function byJersey(a: LineupPlayerRow, b: LineupPlayerRow): number {
  const n = (p: LineupPlayerRow) => (p.jerseyNumber !== null && /^\d+$/.test(p.jerseyNumber) ? Number(p.jerseyNumber) : 1e6);
  return n(a) - n(b) || a.lastname.localeCompare(b.lastname) || a.firstname.localeCompare(b.firstname);
}

/** The association's calendar day of the kickoff, as a date column value. */
const gameDayOf = (kickoff: Date) => new Date(`${dayIn(associationTimeZone(), kickoff)}T00:00:00Z`);

/** A player of a side as its line-up takes them, before the eligibility flags. */
export type LineupMember = Omit<LineupPlayerRow, 'flags'>;

const position = (p: Parameters<typeof fromDbPosition>[0] | null | undefined) =>
  p ? (fromDbPosition(p) as PlayerPositionName) : null;

/**
 * The one line-up rule (docs/product.md#score-sheet): a team's rows saved for this game, or while it has none its
 * current memberships in the team (no alumni, no team officials). Per team asked: whether the rows are saved, and the
 * players.
 */
export async function lineupMembers(
  client: Client,
  gameId: number,
  teamIds: number[],
): Promise<Map<number, { saved: boolean; players: LineupMember[] }>> {
  const person = { select: { firstname: true, lastname: true } } as const;
  // One after another: the client may be a transaction, whose queries share one connection.
  const saved = await client.gameLineup.findMany({
    where: { gameId, teamId: { in: teamIds } },
    select: {
      teamId: true,
      membershipId: true,
      jerseyNumber: true,
      position: true,
      captain: true,
      startingGoalie: true,
      membership: { select: { personId: true, person } },
    },
  });
  const savedTeams = new Set(saved.map((r) => r.teamId));
  const defaultTeams = teamIds.filter((id) => !savedTeams.has(id));
  const memberships = defaultTeams.length
    ? await client.membership.findMany({
        where: { teamId: { in: defaultTeams }, isAlumni: false, ...currentMembership() },
        select: { id: true, teamId: true, personId: true, jerseyNumber: true, positions: true, person },
      })
    : [];
  return new Map(
    teamIds.map((teamId) => [
      teamId,
      savedTeams.has(teamId)
        ? {
            saved: true,
            players: saved
              .filter((r) => r.teamId === teamId)
              .map((r) => ({
                membershipId: r.membershipId,
                personId: r.membership.personId,
                firstname: r.membership.person.firstname,
                lastname: r.membership.person.lastname,
                jerseyNumber: r.jerseyNumber,
                position: position(r.position),
                captain: r.captain,
                startingGoalie: r.startingGoalie,
              })),
          }
        : {
            saved: false,
            players: memberships
              .filter((m) => m.teamId === teamId && !isTeamOfficial(m.positions.map(fromDbPosition)))
              .map((m) => ({
                membershipId: m.id,
                personId: m.personId,
                firstname: m.person.firstname,
                lastname: m.person.lastname,
                jerseyNumber: m.jerseyNumber,
                position: position(m.positions[0]),
                captain: false,
                startingGoalie: false,
              })),
          },
    ]),
  );
}

/** The officials of each team asked: its current memberships (no alumni) that are team officials, by name. */
export async function teamOfficials(client: Client, teamIds: number[]): Promise<Map<number, LineupOfficialRow[]>> {
  const rows = await client.membership.findMany({
    where: { teamId: { in: teamIds }, isAlumni: false, ...currentMembership() },
    orderBy: [{ person: { lastname: 'asc' } }, { person: { firstname: 'asc' } }, { id: 'asc' }],
    select: { id: true, teamId: true, personId: true, positions: true, person: { select: { firstname: true, lastname: true } } },
  });
  const officials = rows.filter((m) => isTeamOfficial(m.positions.map(fromDbPosition)));
  return new Map(
    teamIds.map((teamId) => [
      teamId,
      officials
        .filter((m) => m.teamId === teamId)
        .map((m) => ({
          membershipId: m.id,
          personId: m.personId,
          firstname: m.person.firstname,
          lastname: m.person.lastname,
          position: position(m.positions[0]),
        })),
    ]),
  );
}

/**
 * Both line-ups of the game (lineupMembers), each player with eligibility flags, the team's officials apart, and the
 * team manager's confirmation.
 */
export async function loadLineups(client: Client, game: LineupGame): Promise<Record<SideName, LineupRows>> {
  const teams = { home: game.homeTeam, away: game.awayTeam };
  // One after another: the client may be a transaction, whose queries share one connection.
  const members = await lineupMembers(client, game.id, [teams.home.id, teams.away.id]);
  const officials = await teamOfficials(client, [teams.home.id, teams.away.id]);
  const confirmations = await client.gameSignature.findMany({
    where: { gameId: game.id, role: { in: ['home_manager', 'away_manager'] } },
    orderBy: [{ signedAt: 'asc' }, { id: 'asc' }],
    select: { role: true, personId: true, name: true, signedAt: true },
  });
  const playersOf = (teamId: number) => members.get(teamId)?.players ?? [];
  const savedOf = (teamId: number) => members.get(teamId)?.saved ?? false;

  const sides = ['home', 'away'] as const;
  const players = sides.map((side) => playersOf(teams[side].id));
  const flags = await eligibilityFlags(
    client,
    {
      gameDay: gameDayOf(game.kickoffTime),
      requiredLicenseId: game.competition.requiredLicenseId,
      ageClass: { minAge: game.competition.minAge, maxAge: game.competition.maxAge },
    },
    sides.map((side, i) => ({ teamId: teams[side].id, players: players[i]! })),
  );
  const lineup = (side: SideName, i: number): LineupRows => ({
    team: teams[side],
    saved: savedOf(teams[side].id),
    players: players[i]!.map((p, j) => ({ ...p, flags: flags[i]![j]! })).sort(byJersey),
    officials: officials.get(teams[side].id) ?? [],
    confirmation: confirmations.find((c) => c.role === managerRole(side)) ?? null,
    ageClass: competitionAgeClass(game.competition.minAge, game.competition.maxAge),
  });
  return { home: lineup('home', 0), away: lineup('away', 1) };
}

async function lineupOf(client: Client, gameId: number, side: SideName): Promise<SheetLineupDTO> {
  const game = await client.game.findUnique({ where: { id: gameId }, select: LINEUP_GAME_SELECT });
  if (!game) throw notFound('Game');
  return presentLineup((await loadLineups(client, game))[side]);
}

const teamIdOf = (sheet: SheetAccess, side: SideName) => (side === 'home' ? sheet.game.homeTeamId : sheet.game.awayTeamId);

/** Who may be put on the side's line-up: the current memberships of the team's club in the competition's sport. */
export async function lineupCandidates(
  sheet: SheetAccess,
  side: SideName,
): Promise<{ data: LineupCandidateDTO[]; meta: PageMeta }> {
  const team = await db().team.findUniqueOrThrow({ where: { id: teamIdOf(sheet, side) }, select: { clubId: true } });
  const rows = await db().membership.findMany({
    where: { clubId: team.clubId, sportId: sheet.game.competition.sportId, ...currentMembership() },
    orderBy: [{ person: { lastname: 'asc' } }, { person: { firstname: 'asc' } }, { id: 'asc' }],
    select: {
      id: true,
      personId: true,
      jerseyNumber: true,
      positions: true,
      person: { select: { firstname: true, lastname: true } },
      team: { select: { name: true } },
    },
  });
  // The first position, as the line-up taken from the memberships has it (lineupMembers).
  const data = rows.map((m) => ({
    membership_id: m.id,
    person_id: m.personId,
    name: personName(m.person),
    team_name: m.team?.name ?? null,
    jersey_number: m.jerseyNumber,
    position: m.positions[0] ? (fromDbPosition(m.positions[0]) as PlayerPositionName) : null,
  }));
  const meta: PageMeta = { page: 0, page_size: 0, max_page: 0, filter: { side }, order_by: 'name', total_results: data.length };
  return { data, meta };
}

/** 409 SheetLocked once every signature is in, GameFinished after the finish, GameCancelled for a cancelled game. */
function requireLineupsOpen(game: { lockedAt: Date | null; finishedAt: Date | null; status: string }): void {
  if (game.lockedAt) throw new AppError('SheetLocked', 'The score sheet is locked');
  if (game.finishedAt) throw new AppError('GameFinished', 'The game is finished');
  if (game.status === 'cancelled') throw new AppError('GameCancelled', 'The game is cancelled');
}

const rowKey = (r: {
  membershipId: number;
  jerseyNumber: string | null;
  position: string | null;
  captain: boolean;
  startingGoalie: boolean;
}) => `${r.membershipId}|${r.jerseyNumber ?? ''}|${r.position ?? ''}|${r.captain}|${r.startingGoalie}`;

/**
 * Replaces the side's line-up for this game. A player must be a member of the team's club in the game's sport (any
 * state: an ended membership is flagged, not refused) and not on the other side's line-up (422 NotALineupCandidate).
 * A changed line-up loses its confirmation visibly (kept as a removal until confirmed again), the manager's
 * confirm_lineup task opens again, and a manager whose confirmation someone else's change removed is told by mail.
 * Saving no players at all returns the line-up to the team's current memberships.
 */
export async function saveLineup(sheet: SheetAccess, side: SideName, input: LineupInput): Promise<SheetLineupDTO> {
  const ids = input.players.map((p) => p.membership_id);
  if (new Set(ids).size !== ids.length) throw new AppError('ValidationFailed', 'A player is twice on the line-up');
  const teamId = teamIdOf(sheet, side);
  const otherTeamId = side === 'home' ? sheet.game.awayTeamId : sheet.game.homeTeamId;
  const saved = await db().$transaction(async (tx) => {
    const game = await lockedGame(tx, sheet.game.id);
    requireLineupsOpen(game);
    const team = await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { clubId: true } });
    // One after another: a transaction's queries share one connection.
    const fitting = await tx.membership.count({
      where: { id: { in: ids }, clubId: team.clubId, sportId: sheet.game.competition.sportId },
    });
    const onOtherSide = await tx.gameLineup.count({ where: { gameId: game.id, teamId: otherTeamId, membershipId: { in: ids } } });
    const before = await tx.gameLineup.findMany({
      where: { gameId: game.id, teamId },
      select: { membershipId: true, jerseyNumber: true, position: true, captain: true, startingGoalie: true },
    });
    if (fitting !== ids.length || onOtherSide > 0) {
      throw new AppError('NotALineupCandidate', "A player is not a member of the team's club or plays for the other side");
    }
    const rows = input.players.map((p) => ({
      gameId: game.id,
      teamId,
      membershipId: p.membership_id,
      jerseyNumber: p.jersey_number,
      position: p.position ? toDbPosition(p.position) : null,
      captain: p.captain,
      startingGoalie: p.starting_goalie,
    }));
    const unchanged = before.length === rows.length && before.map(rowKey).sort().join() === rows.map(rowKey).sort().join();
    await tx.gameLineup.deleteMany({ where: { gameId: game.id, teamId } });
    if (rows.length) await tx.gameLineup.createMany({ data: rows });

    const notice = unchanged
      ? null
      : await removeSignatures(tx, { gameId: game.id, roles: [managerRole(side)], cause: 'lineup', actorId: sheet.personId });
    await audit(tx, {
      actorId: sheet.personId,
      action: 'game.lineup',
      entity: 'game',
      entityId: game.id,
      data: { side, players: rows.length, confirmation_removed: notice !== null },
    });
    await publishGameChange({ gameId: game.id, competitionId: game.competitionId }, tx);
    return { lineup: await lineupOf(tx, game.id, side), notice };
  });
  return saved.lineup;
}

/**
 * The side's team manager confirms the line-up with their signature PIN: a line-up still taken from the memberships is
 * saved as it stands, the signature keeps the signer's name and time, their confirm_lineup task is done, and the
 * sheet locks if this was the last signature missing. A line-up already confirmed answers as it is.
 * `by`: the manager signing on the table's device (signers.ts); without it the caller signs for themselves.
 */
export async function confirmLineup(
  sheet: SheetAccess,
  side: SideName,
  pin: string,
  by: SignedBy = { personId: signerOf(sheet) },
): Promise<SheetLineupDTO> {
  const signerId = by.personId;
  // The cheap refusal first, so a PIN is never checked (nor counted) for a sheet that cannot be signed anyway.
  if (sheet.game.lockedAt) throw new AppError('SheetLocked', 'The score sheet is locked');
  await checkSignaturePin(signerId, pin);
  const teamId = teamIdOf(sheet, side);
  return db().$transaction(async (tx) => {
    const game = await lockedGame(tx, sheet.game.id);
    if (game.lockedAt) throw new AppError('SheetLocked', 'The score sheet is locked');
    if (game.status === 'cancelled') throw new AppError('GameCancelled', 'The game is cancelled');
    const role = managerRole(side);
    if ((await tx.gameSignature.count({ where: { gameId: game.id, role } })) > 0) return lineupOf(tx, game.id, side);

    const current = await lineupOf(tx, game.id, side);
    if (!current.saved && current.players.length) {
      await tx.gameLineup.createMany({
        data: current.players.map((p) => ({
          gameId: game.id,
          teamId,
          membershipId: p.membership_id,
          jerseyNumber: p.jersey_number,
          position: p.position ? toDbPosition(p.position) : null,
          captain: p.captain,
          startingGoalie: p.starting_goalie,
        })),
      });
    }
    const person = await tx.person.findUniqueOrThrow({
      where: { id: signerId },
      select: { firstname: true, lastname: true },
    });
    const now = new Date();
    await tx.gameSignature.create({
      data: { gameId: game.id, personId: signerId, role, name: personName(person), signedAt: now },
    });
    await enqueuePush(tx, { gameId: game.id, kind: 'lineup', revision: teamId, facts: { team_id: teamId } });
    await tx.gameTask.updateMany({
      where: { gameId: game.id, personId: signerId, type: 'confirm_lineup', state: 'open' },
      data: { state: 'done', doneAt: now },
    });
    await clearRemovals(tx, game.id, role, signerId);
    await audit(tx, {
      actorId: signerId,
      action: 'game.lineup_confirm',
      entity: 'game',
      entityId: game.id,
      data: { side, players: current.players.length, ...recordedData(by) },
    });
    await lockIfComplete(tx, game.id);
    await publishGameChange({ gameId: game.id, competitionId: game.competitionId }, tx);
    return lineupOf(tx, game.id, side);
  });
}
