// Seasons, competitions, their penalty types and groups (docs/product.md#game-day): reads that hand rows to
// server/domains/games/competitions-presenter.ts and the writes of the game management's competitions part. Who may call what is
// decided before (server/domains/games/competitions-policy.ts); writes touching several rows run in one transaction.
import { gameDayDefaults } from '../../../shared/game-day';
import type {
  CompetitionCreateInput,
  CompetitionUpdateInput,
  GroupCreateInput,
  GroupUpdateInput,
  PenaltyTypeChange,
  PenaltyTypeInput,
  SeasonInput,
} from '../../../shared/schemas/competitions';
import { db } from '../../db/client';
import type { Prisma } from '../../db/generated/client';
import { AppError, notFound } from '../../errors';
import { audit } from '../../platform/audit';
import type { Access } from '../access';
import { authorizeSeasonChange } from './competitions-policy';
import { insideSeason } from './game-checks';
import { lockCompetitionSql, lockGroupSql, lockPenaltyTypesSql, lockSeasonSql } from './locks.sql';
import {
  CLUB_TEAM,
  COMPETITION_LIST_SELECT,
  COMPETITION_SELECT,
  type CompetitionListRow,
  type CompetitionRow,
  GROUP_SELECT,
  type GroupRow,
  SEASON_SELECT,
  type SeasonRow,
} from './rows';

type Tx = Prisma.TransactionClient;

const day = (value: string) => new Date(`${value}T00:00:00Z`);

/** Who changed what in the game management's set-up: an audit entry (no person is its subject). */
const record = (tx: Tx, actorId: number, action: string, entity: string, entityId: number, data: Prisma.InputJsonValue) =>
  audit(tx, { actorId, action, entity, entityId, data });

// ---------------------------------------------------------------- seasons

export function listSeasons(): Promise<SeasonRow[]> {
  return db().season.findMany({ select: SEASON_SELECT, orderBy: [{ startsOn: 'desc' }, { id: 'desc' }] });
}

export function createSeason(actorId: number, input: SeasonInput): Promise<SeasonRow> {
  return db().$transaction(async (tx) => {
    const season = await tx.season.create({
      data: { name: input.name, startsOn: day(input.starts_on), endsOn: day(input.ends_on) },
      select: SEASON_SELECT,
    });
    await record(tx, actorId, 'season.create', 'season', season.id, input);
    return season;
  });
}

/** The associations whose competitions use the season: as their default season, in a group or in a game. */
async function seasonUsers(tx: Tx, seasonId: number): Promise<number[]> {
  const rows = await tx.competition.findMany({
    where: { OR: [{ defaultSeasonId: seasonId }, { groups: { some: { seasonId } } }, { games: { some: { seasonId } } }] },
    distinct: ['associationId'],
    select: { associationId: true },
  });
  return rows.map((r) => r.associationId);
}

/**
 * 409 SeasonShared unless the caller holds games.edit over every association using the season, 422 SeasonGamesOutside
 * when one of its games would fall outside its new days. Both are read under the season's row lock: a group or game
 * added meanwhile (its foreign key takes a share lock on the season) waits, or is seen.
 */
export async function updateSeason(access: Access, id: number, input: SeasonInput): Promise<SeasonRow> {
  return db().$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number }[]>(lockSeasonSql(id));
    if (rows.length === 0) throw notFound('Season');
    authorizeSeasonChange(access, await seasonUsers(tx, id));
    const next = { startsOn: day(input.starts_on), endsOn: day(input.ends_on) };
    const games = await tx.game.findMany({ where: { seasonId: id }, select: { id: true, kickoffTime: true } });
    const outside = games.filter((g) => !insideSeason(g.kickoffTime, next)).map((g) => g.id);
    if (outside.length > 0) {
      throw new AppError('SeasonGamesOutside', 'Games of the season fall outside the new days', {
        details: [{ game_ids: outside.slice(0, 20) }],
      });
    }
    await record(tx, access.personId, 'season.update', 'season', id, input);
    return tx.season.update({ where: { id }, data: { name: input.name, ...next }, select: SEASON_SELECT });
  });
}

// ---------------------------------------------------------------- competitions

export function listCompetitions(
  where: Prisma.CompetitionWhereInput,
  kind: 'league' | 'tournament' | undefined,
): Promise<CompetitionListRow[]> {
  return db().competition.findMany({
    where: kind ? { AND: [where, { kind }] } : where,
    select: COMPETITION_LIST_SELECT,
    orderBy: [{ kind: 'asc' }, { name: 'asc' }, { id: 'asc' }],
  });
}

export async function loadCompetition(id: number, client: Tx = db()): Promise<CompetitionRow> {
  const competition = await client.competition.findUnique({ where: { id }, select: COMPETITION_SELECT });
  if (!competition) throw notFound('Competition');
  return competition;
}

async function requireSeason(tx: Tx, seasonId: number | null | undefined): Promise<void> {
  if (seasonId == null) return;
  if (!(await tx.season.findUnique({ where: { id: seasonId }, select: { id: true } }))) throw notFound('Season');
}

/** A required licence must be one of the competition's association's licences for players (404 otherwise). */
async function requirePlayerLicense(tx: Tx, competitionId: number, licenseId: number | null | undefined): Promise<void> {
  if (licenseId == null) return;
  const found = await tx.license.count({
    where: { id: licenseId, isReferee: false, association: { competitions: { some: { id: competitionId } } } },
  });
  if (!found) throw notFound('License');
}

function penaltyRows(competitionId: number, penalties: readonly PenaltyTypeInput[]) {
  return penalties.map((p, position) => ({ competitionId, foulKind: p.kind, name: p.name, seconds: p.seconds, position }));
}

/**
 * A new league or tournament with its sport's defaults for what the request leaves out (shared/game-day.ts). 404 for
 * an unknown sport or default season, 422 SportNotOffered when the association does not offer the sport.
 */
export async function createCompetition(actorId: number, input: CompetitionCreateInput): Promise<CompetitionRow> {
  return db().$transaction(async (tx) => {
    const sport = await tx.sport.findUnique({ where: { id: input.sport_id }, select: { id: true, key: true } });
    if (!sport) throw notFound('Sport');
    const offered = await tx.associationSport.count({
      where: { associationId: input.association_id, sportId: sport.id },
    });
    if (offered === 0) throw new AppError('SportNotOffered', 'The association does not offer this sport');
    await requireSeason(tx, input.default_season_id);
    const defaults = gameDayDefaults(sport.key);
    const created = await tx.competition.create({
      data: {
        associationId: input.association_id,
        sportId: sport.id,
        kind: input.kind,
        name: input.name,
        defaultSeasonId: input.default_season_id ?? null,
        pointsWin: input.points_win ?? defaults.points[0],
        pointsTie: input.points_tie ?? defaults.points[1],
        pointsLoss: input.points_loss ?? defaults.points[2],
        periodCount: input.period_count ?? defaults.periodCount,
        periodSeconds: input.period_seconds ?? defaults.periodSeconds,
        startWindowMinutes: input.start_window_minutes,
        forfeitGoals: input.forfeit_goals ?? defaults.forfeitGoals,
        abandonedRule: input.abandoned_rule,
        minAge: input.min_age,
        maxAge: input.max_age,
        trackShots: input.track_shots,
        overtimeMinutes: input.overtime_minutes,
        shootout: input.shootout,
      },
      select: { id: true },
    });
    await tx.penaltyType.createMany({ data: penaltyRows(created.id, input.penalties ?? defaults.penalties) });
    await record(tx, actorId, 'competition.create', 'competition', created.id, input);
    return loadCompetition(created.id, tx);
  });
}

export async function updateCompetition(actorId: number, id: number, input: CompetitionUpdateInput): Promise<CompetitionRow> {
  return db().$transaction(async (tx) => {
    await requireSeason(tx, input.default_season_id);
    await requirePlayerLicense(tx, id, input.required_license_id);
    await tx.competition.update({
      where: { id },
      data: {
        ...(input.required_license_id !== undefined ? { requiredLicenseId: input.required_license_id } : {}),
        name: input.name,
        kind: input.kind,
        defaultSeasonId: input.default_season_id,
        pointsWin: input.points_win,
        pointsTie: input.points_tie,
        pointsLoss: input.points_loss,
        periodCount: input.period_count,
        periodSeconds: input.period_seconds,
        startWindowMinutes: input.start_window_minutes,
        forfeitGoals: input.forfeit_goals,
        abandonedRule: input.abandoned_rule,
        minAge: input.min_age,
        maxAge: input.max_age,
        trackShots: input.track_shots,
        overtimeMinutes: input.overtime_minutes,
        shootout: input.shootout,
      },
    });
    await record(tx, actorId, 'competition.update', 'competition', id, input);
    return loadCompetition(id, tx);
  });
}

/**
 * Saves the competition's whole list of penalty types in its order. A type sent with its id is changed in place, so
 * the fouls recorded with it keep their penalty; one without an id is new. A type left out is deleted, unless a foul
 * uses it: 409 PenaltyTypeInUse (it may be renamed instead). An id of another competition's type is 422
 * UnknownPenaltyType. The types are read under their row locks: a foul being recorded with one (its foreign key shares
 * the lock) is waited for and seen.
 */
export async function replacePenalties(actorId: number, id: number, penalties: readonly PenaltyTypeChange[]) {
  return db().$transaction(async (tx) => {
    if ((await tx.$queryRaw<unknown[]>(lockCompetitionSql(id))).length === 0) throw notFound('Competition');
    const existing = await tx.$queryRaw<{ id: number; name: string }[]>(lockPenaltyTypesSql(id));
    const byId = new Map(existing.map((p) => [p.id, p]));
    const unknown = penalties.flatMap((p, i) => (p.id !== undefined && !byId.has(p.id) ? [i] : []));
    if (unknown.length > 0) {
      throw new AppError('UnknownPenaltyType', "A penalty type sent is not the competition's", {
        details: unknown.map((i) => ({ path: `penalties.${i}.id`, code: 'custom', message: 'UnknownPenaltyType' })),
      });
    }
    const kept = new Set(penalties.flatMap((p) => (p.id === undefined ? [] : [p.id])));
    const removed = existing.filter((p) => !kept.has(p.id));
    // Counted after the locks were taken, so a foul recorded meanwhile is seen.
    const fouls = removed.length
      ? await tx.gameEvent.groupBy({ by: ['penaltyTypeId'], where: { penaltyTypeId: { in: removed.map((p) => p.id) } } })
      : [];
    const used = fouls.flatMap((f) => (f.penaltyTypeId === null ? [] : [f.penaltyTypeId])).sort((a, b) => a - b);
    if (used.length > 0) {
      throw new AppError('PenaltyTypeInUse', 'Fouls on score sheets use a penalty type left out of the list', {
        details: [{ penalty_type_ids: used }],
      });
    }
    if (removed.length > 0) await tx.penaltyType.deleteMany({ where: { id: { in: removed.map((p) => p.id) } } });
    // Names are unique per competition: the renamed ones step aside first, so two types may swap their names.
    const renamed = penalties.filter((p) => p.id !== undefined && byId.get(p.id)!.name !== p.name);
    for (const p of renamed) await tx.penaltyType.update({ where: { id: p.id }, data: { name: `\u0001${p.id}` } });
    for (const [position, p] of penalties.entries()) {
      const data = { foulKind: p.kind, name: p.name, seconds: p.seconds, position };
      if (p.id === undefined) await tx.penaltyType.create({ data: { competitionId: id, ...data } });
      else await tx.penaltyType.update({ where: { id: p.id }, data });
    }
    await record(tx, actorId, 'competition.penalties', 'competition', id, { penalties: [...penalties] });
    return (await loadCompetition(id, tx)).penaltyTypes;
  });
}

/** Teams that may take part: the competition's sport, clubs of its association; by name. */
export function candidateTeams(competition: { associationId: number; sportId: number }) {
  return db().team.findMany({
    where: { sportId: competition.sportId, club: { associationId: competition.associationId } },
    select: CLUB_TEAM.select,
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}

// ---------------------------------------------------------------- groups

export interface GroupRef {
  id: number;
  competitionId: number;
  seasonId: number;
}

export async function loadGroupRef(id: number): Promise<GroupRef> {
  const group = await db().group.findUnique({ where: { id }, select: { id: true, competitionId: true, seasonId: true } });
  if (!group) throw notFound('Group');
  return group;
}

const loadGroup = (tx: Tx, id: number) => tx.group.findUniqueOrThrow({ where: { id }, select: GROUP_SELECT });

export async function createGroup(actorId: number, competitionId: number, input: GroupCreateInput): Promise<GroupRow> {
  return db().$transaction(async (tx) => {
    await requireSeason(tx, input.season_id);
    const position = input.position ?? (await tx.group.count({ where: { competitionId, seasonId: input.season_id } }));
    const group = await tx.group.create({
      data: { competitionId, seasonId: input.season_id, name: input.name, position },
      select: { id: true, competitionId: true, seasonId: true },
    });
    if (input.team_ids?.length) await writeGroupTeams(tx, group, input.team_ids);
    await record(tx, actorId, 'group.create', 'group', group.id, { ...input, competition_id: competitionId });
    return loadGroup(tx, group.id);
  });
}

export async function updateGroup(actorId: number, id: number, input: GroupUpdateInput): Promise<GroupRow> {
  return db().$transaction(async (tx) => {
    await tx.group.update({ where: { id }, data: { name: input.name, position: input.position } });
    await record(tx, actorId, 'group.update', 'group', id, input);
    return loadGroup(tx, id);
  });
}

/** 409 GroupInUse while games belong to the group (they would lose their table). */
export async function deleteGroup(actorId: number, id: number): Promise<void> {
  await db().$transaction(async (tx) => {
    await tx.$queryRaw(lockGroupSql(id));
    if ((await tx.game.count({ where: { groupId: id } })) > 0) throw new AppError('GroupInUse', 'The group has games');
    await tx.group.delete({ where: { id } });
    await record(tx, actorId, 'group.delete', 'group', id, {});
  });
}

/**
 * A group's teams, the whole list: 404 for an unknown team, 422 TeamOfOtherSport / TeamOfOtherAssociation, 409
 * TeamInOtherGroup for a team in another group of the competition and season, 409 TeamHasGames for a team taken out
 * that has games in the group. The competition's row is locked, so two editors cannot put one team in two groups.
 */
export async function setGroupTeams(actorId: number, group: GroupRef, teamIds: readonly number[]): Promise<GroupRow> {
  return db().$transaction(async (tx) => {
    await writeGroupTeams(tx, group, teamIds);
    await record(tx, actorId, 'group.teams', 'group', group.id, { team_ids: [...teamIds] });
    return loadGroup(tx, group.id);
  });
}

async function writeGroupTeams(tx: Tx, group: GroupRef, teamIds: readonly number[]): Promise<void> {
  const [competition] = await tx.$queryRaw<{ association_id: number; sport_id: number }[]>(
    lockCompetitionSql(group.competitionId),
  );
  const teams = await tx.team.findMany({
    where: { id: { in: [...teamIds] } },
    select: { id: true, sportId: true, club: { select: { associationId: true } } },
  });
  const found = new Map(teams.map((t) => [t.id, t]));
  const unknown = teamIds.filter((id) => !found.has(id));
  if (unknown.length > 0) throw new AppError('NotFound', 'Team not found', { details: [{ team_ids: unknown }] });
  const otherSport = teams.filter((t) => t.sportId !== competition.sport_id).map((t) => t.id);
  if (otherSport.length > 0) {
    throw new AppError('TeamOfOtherSport', 'Team of another sport', { details: [{ team_ids: otherSport }] });
  }
  const otherAssociation = teams.filter((t) => t.club.associationId !== competition.association_id).map((t) => t.id);
  if (otherAssociation.length > 0) {
    throw new AppError('TeamOfOtherAssociation', 'Team of another association', {
      details: [{ team_ids: otherAssociation }],
    });
  }
  const elsewhere = await tx.groupTeam.findMany({
    where: {
      teamId: { in: [...teamIds] },
      groupId: { not: group.id },
      group: { competitionId: group.competitionId, seasonId: group.seasonId },
    },
    select: { teamId: true, groupId: true },
  });
  if (elsewhere.length > 0) {
    throw new AppError('TeamInOtherGroup', 'Team already in another group of the competition and season', {
      details: elsewhere.map((e) => ({ team_id: e.teamId, group_id: e.groupId })),
    });
  }
  const current = await tx.groupTeam.findMany({ where: { groupId: group.id }, select: { teamId: true } });
  const keep = new Set(teamIds);
  const removed = current.map((c) => c.teamId).filter((id) => !keep.has(id));
  if (removed.length > 0) {
    const playing = await tx.game.findMany({
      where: { groupId: group.id, OR: [{ homeTeamId: { in: removed } }, { awayTeamId: { in: removed } }] },
      select: { homeTeamId: true, awayTeamId: true },
    });
    const withGames = removed.filter((id) => playing.some((g) => g.homeTeamId === id || g.awayTeamId === id));
    if (withGames.length > 0) {
      throw new AppError('TeamHasGames', 'Team has games in the group', { details: [{ team_ids: withGames }] });
    }
    await tx.groupTeam.deleteMany({ where: { groupId: group.id, teamId: { in: removed } } });
  }
  const present = new Set(current.map((c) => c.teamId));
  await tx.groupTeam.createMany({
    data: teamIds.filter((id) => !present.has(id)).map((teamId) => ({ groupId: group.id, teamId })),
  });
}
