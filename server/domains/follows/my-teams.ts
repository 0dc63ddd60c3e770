// "My teams": per followed team its next game, last result, table position and form, read from the statistics'
// own cached answers (the team page and the table of the competition of its nearest game).
import type { StatsGameDTO, StatsGroupsDTO, StatsTeamDTO } from '../../../shared/schemas/stats';
import { typeOfKind } from '../../../shared/schemas/stats';
import { db } from '../../db/client';
import { categoryAnswer, teamAnswer } from '../stats';

export interface TeamGameRow {
  game: StatsGameDTO;
  home: boolean;
  url: string;
}

export interface MyTeamRow {
  teamId: number;
  teamName: string;
  competition: { id: number; kind: 'league' | 'tournament'; name: string } | null;
  next: TeamGameRow | null;
  last: TeamGameRow | null;
  position: { rank: number; of: number; table: string | null; points: number } | null;
  form: ('W' | 'D' | 'L')[];
}

/** A game not played by this long after its kickoff is no longer "next". */
const STALE_MS = 6 * 3600_000;

/** A result as the table counts it: after overtime or shootout the winner still wins (decision 051). */
function resultOf(g: StatsGameDTO, home: boolean): 'W' | 'D' | 'L' {
  const own = (home ? g.home_score : g.away_score) ?? 0;
  const enemy = (home ? g.away_score : g.home_score) ?? 0;
  return own > enemy ? 'W' : own < enemy ? 'L' : 'D';
}

async function myTeam(team: { id: number; name: string }, now: Date): Promise<MyTeamRow> {
  const empty: MyTeamRow = {
    teamId: team.id,
    teamName: team.name,
    competition: null,
    next: null,
    last: null,
    position: null,
    form: [],
  };
  // The competition and season of the team's nearest game, played or ahead.
  const [nearest] = await db().$queryRaw<
    { competition_id: number; season_id: number; kind: 'league' | 'tournament'; name: string }[]
  >`
    SELECT g.competition_id, g.season_id, c.kind::text AS kind, c.name
      FROM games g JOIN competitions c ON c.id = g.competition_id
     WHERE (g.home_team_id = ${team.id} OR g.away_team_id = ${team.id}) AND g.status <> 'cancelled'
     ORDER BY abs(extract(epoch FROM (g.kickoff_time - ${now}::timestamp))), g.id
     LIMIT 1`;
  if (!nearest) return empty;
  const type = typeOfKind(nearest.kind);
  const [teamBody, groupsBody] = await Promise.all([
    teamAnswer(type, nearest.competition_id, team.id, nearest.season_id),
    categoryAnswer('groups', type, nearest.competition_id, nearest.season_id),
  ]);
  const games = (JSON.parse(teamBody.body) as { data: StatsTeamDTO }).data.team.games;
  const groups = (JSON.parse(groupsBody.body) as { data: StatsGroupsDTO }).data.groups;
  const row = (g: StatsGameDTO): TeamGameRow => ({
    game: g,
    home: g.home_team_id === team.id,
    url: `/stats/${type}/${nearest.competition_id}/games/${g.id}`,
  });
  const byKickoff = [...games].sort((a, b) => Date.parse(a.kickoff_time) - Date.parse(b.kickoff_time) || a.id - b.id);
  const finished = byKickoff.filter((g) => g.is_finished && g.status !== 'cancelled');
  const next = byKickoff.find(
    (g) => !g.is_finished && g.status !== 'cancelled' && (g.is_live || Date.parse(g.kickoff_time) >= now.getTime() - STALE_MS),
  );
  let position: MyTeamRow['position'] = null;
  for (const group of groups) {
    const entry = group.teams.find((t) => t.team_id === team.id);
    if (entry) position = { rank: entry.rank, of: group.teams.length, table: group.table.name, points: entry.stats.points };
  }
  return {
    ...empty,
    competition: { id: nearest.competition_id, kind: nearest.kind, name: nearest.name },
    next: next ? row(next) : null,
    last: finished.length ? row(finished.at(-1)!) : null,
    position,
    form: finished.slice(-5).map((g) => resultOf(g, g.home_team_id === team.id)),
  };
}

/** The teams in the order asked; unknown ids are left out. */
export async function myTeams(teamIds: number[]): Promise<MyTeamRow[]> {
  const teams = await db().team.findMany({ where: { id: { in: teamIds } }, select: { id: true, name: true } });
  const byId = new Map(teams.map((t) => [t.id, t]));
  const now = new Date();
  return Promise.all(teamIds.flatMap((id) => (byId.has(id) ? [myTeam(byId.get(id)!, now)] : [])));
}
