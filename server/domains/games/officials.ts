// A game's officials (docs/product.md#game-day): referee candidates (a currently valid referee licence of the game's
// association), the referee list of a game with overlap warnings, the team managers from the teams' team-leader rules,
// and the overdue game tasks of the caller's competitions. Reads rows; server/domains/games/officials-presenter.ts shapes them.
import { todayDate } from '../../../shared/clock';
import { isOverdue, regularPlayEnds, TASK_GRACE_MS } from '../../../shared/game-tasks';
import { type Prisma, db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { competitionWhere } from './competitions-policy';
import type { Access } from '../access';
import { syncGameTasks } from './tasks-sync';
import { noticeGame } from './game-notices';
import { officialsEditable } from './policy';
import { lockGame, SCHEDULED_GAME_SELECT, type ScheduledGameRow, TASK_GAME_SELECT } from './rows';

type Tx = Prisma.TransactionClient;

/** The game (404 when unknown): the router authorizes on its competition before anything else is read. */
export async function loadOfficialsGame(gameId: number, client: Tx = db()): Promise<ScheduledGameRow> {
  const game = await client.game.findUnique({ where: { id: gameId }, select: SCHEDULED_GAME_SELECT });
  if (!game) throw notFound('Game');
  return game;
}

/** The licences that make a referee for this game: referee licences of its association, for its sport or any sport. */
const refereeLicenseWhere = (game: ScheduledGameRow): Prisma.LicenseWhereInput => ({
  isReferee: true,
  associationId: game.competition.associationId,
  OR: [{ sportId: null }, { sportId: game.competition.sportId }],
});

/** Valid today: from its first day through its last (an open end never lapses). */
function validToday(): Prisma.PersonLicenseWhereInput {
  const today = todayDate();
  return { validFrom: { lte: today }, OR: [{ validTo: null }, { validTo: { gte: today } }] };
}

const licenceSelect = {
  personId: true,
  level: true,
  license: { select: { name: true, levels: { select: { level: true, caption: true } } } },
} as const;
type LicenceRow = Prisma.PersonLicenseGetPayload<{ select: typeof licenceSelect }>;

/** Per person the highest valid referee licence (a person may hold one per sport). */
function bestLicences(rows: LicenceRow[]): Map<number, LicenceRow> {
  const best = new Map<number, LicenceRow>();
  for (const row of rows) {
    const seen = best.get(row.personId);
    if (!seen || row.level > seen.level) best.set(row.personId, row);
  }
  return best;
}

/** Regular play of any competition stays below this; other games are looked for within it, then compared exactly. */
const LONGEST_GAME_MS = 24 * 60 * 60 * 1000;

/**
 * The other games these persons referee whose time (kickoff to the end of regular play, each game its own
 * competition's length) overlaps this game's. Cancelled games do not count.
 */
export async function overlapsOf(game: ScheduledGameRow, personIds: number[], client: Tx = db()) {
  if (personIds.length === 0) return [];
  const start = game.kickoffTime;
  const end = regularPlayEnds(start, game.competition);
  const rows = await client.gameOfficial.findMany({
    where: {
      personId: { in: personIds },
      game: {
        id: { not: game.id },
        status: { not: 'cancelled' },
        kickoffTime: { lt: end, gt: new Date(start.getTime() - LONGEST_GAME_MS) },
      },
    },
    select: { personId: true, game: { select: TASK_GAME_SELECT } },
    orderBy: { game: { kickoffTime: 'asc' } },
  });
  return rows.filter((r) => regularPlayEnds(r.game.kickoffTime, r.game.competition) > start);
}
export type OverlapRow = Awaited<ReturnType<typeof overlapsOf>>[number];

/** GET /games/{id}/referee-candidates: the valid referees (optionally of one level), their overlaps, who is assigned. */
export async function loadRefereeCandidates(game: ScheduledGameRow, level?: number) {
  const [licences, levels, assigned] = await Promise.all([
    db().personLicense.findMany({
      where: { license: refereeLicenseWhere(game), ...validToday() },
      select: {
        ...licenceSelect,
        person: { select: { id: true, firstname: true, lastname: true } },
      },
    }),
    db().licenseLevel.findMany({
      where: { license: refereeLicenseWhere(game) },
      orderBy: [{ level: 'asc' }, { id: 'asc' }],
      select: { level: true, caption: true },
    }),
    db().gameOfficial.findMany({ where: { gameId: game.id }, select: { personId: true } }),
  ]);
  const best = bestLicences(licences);
  const persons = licences
    .filter((l) => best.get(l.personId) === l && (level === undefined || l.level === level))
    .map((l) => ({ licence: l, person: l.person }))
    .sort((a, b) => a.person.lastname.localeCompare(b.person.lastname, 'de') || a.person.id - b.person.id);
  const overlaps = await overlapsOf(
    game,
    persons.map((p) => p.person.id),
  );
  return { game, levels, persons, overlaps, assignedIds: new Set(assigned.map((a) => a.personId)) };
}

/** GET /games/{id}/officials: referees (with their licence today and overlaps) and the team managers of both teams. */
export async function loadGameOfficials(game: ScheduledGameRow, client: Tx = db()) {
  // One after the other: inside setGameOfficials' transaction they share one connection.
  const officials = await client.gameOfficial.findMany({
    where: { gameId: game.id },
    select: { person: { select: { id: true, firstname: true, lastname: true } } },
    orderBy: [{ person: { lastname: 'asc' } }, { personId: 'asc' }],
  });
  const managers = await client.aclRule.findMany({
    where: { role: 'team_leader', teamId: { in: [game.homeTeam.id, game.awayTeam.id] } },
    select: { teamId: true, person: { select: { id: true, firstname: true, lastname: true } } },
    orderBy: [{ person: { lastname: 'asc' } }, { personId: 'asc' }],
  });
  const ids = officials.map((o) => o.person.id);
  const licences = await client.personLicense.findMany({
    where: { personId: { in: ids }, license: refereeLicenseWhere(game), ...validToday() },
    select: licenceSelect,
  });
  const overlaps = await overlapsOf(game, ids, client);
  return { game, officials: officials.map((o) => o.person), licences: bestLicences(licences), managers, overlaps };
}
export type GameOfficialsRows = Awaited<ReturnType<typeof loadGameOfficials>>;

/**
 * PUT /games/{id}/officials: the whole referee list. Checks in this order: the same person twice (400), a game that
 * started, finished (409 GameAlreadyStarted) or is cancelled (409 GameCancelled), persons without a valid referee
 * licence of the association (422 NotAReferee, all of them in details). In one transaction with the game row locked,
 * so a concurrent kickoff or cancellation is seen; the game tasks follow (syncGameTasks).
 */
export async function setGameOfficials(gameId: number, refereeIds: number[]): Promise<GameOfficialsRows> {
  const twice = refereeIds.filter((id, i) => refereeIds.indexOf(id) !== i);
  if (twice.length) {
    throw new AppError('DuplicateReferee', 'A referee is listed twice', {
      details: [...new Set(twice)].map((id) => ({ path: 'referee_ids', code: 'duplicate', person_id: id })),
    });
  }
  return db().$transaction(async (tx) => {
    await lockGame(tx, gameId);
    const game = await loadOfficialsGame(gameId, tx);
    if (game.status === 'cancelled') throw new AppError('GameCancelled', 'The game is cancelled');
    if (!officialsEditable(game)) throw new AppError('GameAlreadyStarted', 'The game has started or finished');
    const valid = await tx.personLicense.findMany({
      where: { personId: { in: refereeIds }, license: refereeLicenseWhere(game), ...validToday() },
      select: { personId: true },
    });
    const validIds = new Set(valid.map((v) => v.personId));
    const invalid = refereeIds.filter((id) => !validIds.has(id));
    if (invalid.length) {
      throw new AppError('NotAReferee', 'Not a valid referee of the association', {
        details: invalid.map((id) => ({ path: 'referee_ids', code: 'notAReferee', person_id: id })),
      });
    }
    const before = await tx.gameOfficial.findMany({ where: { gameId }, select: { personId: true } });
    await tx.gameOfficial.deleteMany({ where: { gameId, personId: { notIn: refereeIds } } });
    await tx.gameOfficial.createMany({
      data: refereeIds.map((personId) => ({ gameId, personId, role: 'referee' })),
      skipDuplicates: true,
    });
    await syncGameTasks(tx, gameId);
    // Each referee new on the list is told (one taken off and assigned again: a new assignment, a new notice).
    const added = refereeIds.filter((id) => !before.some((b) => b.personId === id));
    if (added.length) await noticeGame(tx, { kind: 'refereeAssigned', gameId, personIds: added, revision: Date.now() });
    return loadGameOfficials(game, tx);
  });
}

/**
 * GET /game-tasks/overdue: open tasks of games in the caller's competitions (games.edit) more than 24 h after the end
 * of regular play. Games that kicked off within the last day cannot be overdue yet and are not read.
 */
export async function loadOverdueTasks(access: Access, competitionId?: number, now = new Date()) {
  const rows = await db().gameTask.findMany({
    where: {
      state: 'open',
      game: {
        // A postponed game counts once it started (isOverdue).
        OR: [{ status: 'scheduled' }, { status: 'postponed', startedAt: { not: null } }],
        kickoffTime: { lt: new Date(now.getTime() - TASK_GRACE_MS) },
        competition: { AND: [competitionWhere(access, 'games.edit'), competitionId ? { id: competitionId } : {}] },
      },
    },
    orderBy: [{ game: { kickoffTime: 'asc' } }, { id: 'asc' }],
    select: {
      id: true,
      type: true,
      person: { select: { id: true, firstname: true, lastname: true } },
      game: { select: TASK_GAME_SELECT },
    },
  });
  return rows.filter((r) => isOverdue(r.game, now));
}
export type OverdueTaskRow = Awaited<ReturnType<typeof loadOverdueTasks>>[number];
