// Games with line-ups, events (goals, fouls, timeouts, breaks), officials and the open game tasks.
import type { Prisma } from '../../server/db/generated/client';
import type { SportKey } from './catalog';
import { DAY_MS, addDays, addMinutes, insertMany, insertReturning } from './context';
import { LIVE_GAME_SETTING, applyLiveGame } from './live';
import type { GameRow, MembershipRow, TeamRow, World } from './world';

interface SportRules {
  periods: number;
  periodSeconds: number;
  goals: [number, number];
  fouls: [number, number];
  technical: number[];
  personal: number[];
  /** Wall-clock minutes from start to finish. */
  minutes: number;
  lineup: number;
}

/** How the demo games of each sport are played; the demo competitions' periods follow them (competitions.ts). */
export const RULES: Record<SportKey, SportRules> = {
  lacrosse: {
    periods: 4,
    periodSeconds: 900,
    goals: [3, 14],
    fouls: [3, 10],
    technical: [30, 60],
    personal: [60, 120, 180],
    minutes: 105,
    lineup: 20,
  },
  indoor_lacrosse: {
    periods: 3,
    periodSeconds: 1200,
    goals: [5, 15],
    fouls: [4, 10],
    technical: [120],
    personal: [120, 300],
    minutes: 100,
    lineup: 16,
  },
  ice_hockey: {
    periods: 3,
    periodSeconds: 1200,
    goals: [0, 6],
    fouls: [4, 12],
    technical: [120],
    personal: [120, 300],
    minutes: 140,
    lineup: 20,
  },
  lsm: {
    periods: 2,
    periodSeconds: 1200,
    goals: [2, 9],
    fouls: [1, 5],
    technical: [60],
    personal: [120],
    minutes: 55,
    lineup: 12,
  },
};

const GOAL_WEIGHT: Record<string, number> = { attack: 6, midfield: 4, face_off: 3, player: 4, defense: 1, goalie: 0.1 };

type EventSpec = Omit<Prisma.GameEventCreateManyInput, 'gameId'>;

function lineupOf(w: World, team: TeamRow, roster: Map<number, MembershipRow[]>): MembershipRow[] {
  const players = roster.get(team.id) ?? [];
  const size = RULES[team.sportKey].lineup;
  const chosen = w.rng.helpers.arrayElements(players, Math.min(size, players.length));
  const demo = players.find((m) => m.person.demo === 'player');
  if (demo && !chosen.includes(demo)) chosen[chosen.length - 1] = demo;
  return chosen;
}

/** Events of a finished game; the score is the number of goal events per side. */
function playGame(w: World, g: Omit<GameRow, 'id'>, home: MembershipRow[], away: MembershipRow[]): EventSpec[] {
  const { rng } = w;
  const rules = RULES[g.competition.sportKey];
  const total = rules.periods * rules.periodSeconds;
  const events: EventSpec[] = [];
  const goalsFor = (own: TeamRow, other: TeamRow, bonus: number) => {
    const base = rng.number.int({ min: rules.goals[0], max: rules.goals[1] });
    return Math.min(Math.round(rules.goals[1] * 1.3), Math.max(0, Math.round(base * (own.strength / other.strength) * bonus)));
  };
  const weightOf = (m: MembershipRow) =>
    m.person.demo === 'player' ? 7 : Math.max(...m.positions.map((p) => GOAL_WEIGHT[p] ?? 1), 0.1);
  for (const [team, lineup, awayTeam, goals] of [
    [g.home, home, false, goalsFor(g.home, g.away, 1.08)],
    [g.away, away, true, goalsFor(g.away, g.home, 1)],
  ] as const) {
    if (lineup.length === 0) continue;
    const weighted = lineup.map((m) => ({ value: m, weight: weightOf(m) }));
    for (let k = 0; k < goals; k++) {
      const scorer = rng.helpers.weightedArrayElement(weighted);
      const assist = rng.datatype.boolean({ probability: 0.55 }) ? rng.helpers.arrayElement(lineup) : null;
      events.push({
        type: 'goal',
        eventTime: rng.number.int({ min: 15, max: total - 5 }),
        teamId: team.id,
        awayTeam,
        membershipId: scorer.id,
        assistMembershipId: assist && assist !== scorer ? assist.id : null,
        jerseyNumber: scorer.jersey,
      });
    }
    const fouls = Math.round(rng.number.int({ min: rules.fouls[0], max: rules.fouls[1] }) / 2);
    for (let k = 0; k < fouls; k++) {
      const player = rng.helpers.arrayElement(lineup);
      const technical = rng.datatype.boolean({ probability: 0.4 });
      events.push({
        type: 'foul',
        eventTime: rng.number.int({ min: 30, max: total - 5 }),
        teamId: team.id,
        awayTeam,
        membershipId: player.id,
        jerseyNumber: player.jersey,
        foulKind: technical ? 'technical' : 'personal',
        penaltySeconds: rng.helpers.arrayElement(technical ? rules.technical : rules.personal),
      });
    }
    for (let k = rng.number.int({ min: 0, max: 2 }); k > 0; k--)
      events.push({ type: 'timeout', eventTime: rng.number.int({ min: 60, max: total - 30 }), teamId: team.id, awayTeam });
  }
  for (let p = 1; p < rules.periods; p++) events.push({ type: 'break', eventTime: p * rules.periodSeconds });
  events.sort((a, b) => a.eventTime - b.eventTime);
  g.homeScore = events.filter((e) => e.type === 'goal' && !e.awayTeam).length;
  g.awayScore = events.filter((e) => e.type === 'goal' && e.awayTeam).length;
  g.startedAt = addMinutes(g.kickoff, rng.number.int({ min: 0, max: 6 }));
  g.finishedAt = addMinutes(g.startedAt, rules.minutes + rng.number.int({ min: 0, max: 15 }));
  for (const e of events) e.createdAt = new Date(g.startedAt.getTime() + e.eventTime * 1000 * (rules.minutes / (total / 60)));
  return events;
}

/** Inserts the schedule with everything that happened in the games played so far. */
export async function seedGames(w: World, schedule: Omit<GameRow, 'id'>[]): Promise<void> {
  const { db, rng, today } = w;
  const roster = new Map<number, MembershipRow[]>();
  for (const m of w.memberships) {
    if (!m.teamId || m.coach || m.isAlumni) continue;
    const list = roster.get(m.teamId) ?? roster.set(m.teamId, []).get(m.teamId)!;
    list.push(m);
  }

  const lineups: { game: number; rows: MembershipRow[]; team: TeamRow }[] = [];
  const events: { game: number; rows: EventSpec[] }[] = [];
  schedule.forEach((g, i) => {
    if (g.state === 'upcoming') return;
    const home = lineupOf(w, g.home, roster);
    const away = lineupOf(w, g.away, roster);
    lineups.push({ game: i, rows: home, team: g.home }, { game: i, rows: away, team: g.away });
    if (g.state === 'played') events.push({ game: i, rows: playGame(w, g, home, away) });
  });

  const created = await insertReturning(
    schedule,
    (b) =>
      db.game.createManyAndReturn({
        data: b.map((g) => ({
          competitionId: g.competition.id,
          seasonId: g.seasonId,
          groupId: g.group.id,
          number: g.number,
          kickoffTime: g.kickoff,
          startedAt: g.startedAt,
          finishedAt: g.finishedAt,
          location: g.location,
          homeTeamId: g.home.id,
          awayTeamId: g.away.id,
          homeScore: g.homeScore,
          awayScore: g.awayScore,
          createdAt: addDays(g.kickoff, -60),
        })),
        select: { id: true, competitionId: true, number: true, seasonId: true },
      }),
    (g, r) => g.competition.id === r.competitionId && g.number === r.number && g.seasonId === r.seasonId,
  );
  w.games = schedule.map((g, i) => ({ ...g, id: created[i]!.id }));
  const idOf = (i: number) => created[i]!.id;

  const lineupRows = lineups.flatMap((l) =>
    l.rows.map((m) => ({ gameId: idOf(l.game), membershipId: m.id, teamId: l.team.id, jerseyNumber: m.jersey })),
  );
  await insertMany(lineupRows, (b) => db.gameLineup.createMany({ data: b }));
  const eventRows = events.flatMap((e) => e.rows.map((r) => ({ ...r, gameId: idOf(e.game) })));
  await insertMany(eventRows, (b) => db.gameEvent.createMany({ data: b }));

  // Officials: one or two referees holding a licence of the game's association for its sport.
  const officials: Prisma.GameOfficialCreateManyInput[] = [];
  const live = w.games.find((g) => g.state === 'live')!;
  const demoRef = w.demo.referee.id;
  // The demo referee whistles one game of the live game's league per match day, every other match day,
  // and the demo team's recent games and the live game.
  const demoGames = new Set<number>();
  const days = new Map<string, GameRow[]>();
  for (const g of w.games) {
    if (g.competition !== live.competition) continue;
    const key = `${g.seasonId}:${g.state === 'live' ? 'live' : g.kickoff.toISOString().slice(0, 10)}`;
    (days.get(key) ?? days.set(key, []).get(key)!).push(g);
  }
  [...days.values()].forEach((games, i) => {
    const demoTeamGame = games.find((g) => g.home === w.demoTeam || g.away === w.demoTeam);
    const recent =
      games[0]!.state === 'played' &&
      games[0]!.seasonId === w.seasons.current.id &&
      games[0]!.kickoff.getTime() > today.getTime() - 15 * DAY_MS;
    if (games[0]!.state === 'live' || (recent && demoTeamGame)) demoGames.add((demoTeamGame ?? games[0]!).id);
    else if (i % 2 === 0) demoGames.add(games.find((g) => g !== demoTeamGame)!.id);
  });
  for (const g of w.games) {
    if (g.state === 'upcoming' && g.kickoff.getTime() > today.getTime() + 15 * DAY_MS && !demoGames.has(g.id)) continue;
    const pool = w.referees[g.competition.country].filter(
      (r) => (r.sportKey === null || r.sportKey === g.competition.sportKey) && r.personId !== demoRef,
    );
    const count = g.competition.kind === 'tournament' || g.home.maxAge > 0 ? 1 : 2;
    const chosen = demoGames.has(g.id)
      ? [demoRef, ...rng.helpers.arrayElements(pool, count - 1).map((r) => r.personId)]
      : rng.helpers.arrayElements(pool, count).map((r) => r.personId);
    chosen.forEach((personId, k) => officials.push({ gameId: g.id, personId, role: k === 0 ? 'referee' : 'umpire' }));
  }
  await insertMany(officials, (b) => db.gameOfficial.createMany({ data: b }));

  // Game tasks: score sheets for the referees of recent games, line-ups for the demo team's manager.
  const tasks: Prisma.GameTaskCreateManyInput[] = [];
  const recentCut = today.getTime() - 15 * DAY_MS;
  const byId = new Map(w.games.map((g) => [g.id, g]));
  for (const o of officials) {
    const g = byId.get(o.gameId)!;
    if (g.state !== 'played' || g.seasonId !== w.seasons.current.id || o.role !== 'referee') continue;
    const open = g.kickoff.getTime() > recentCut;
    if (!open && o.personId !== demoRef) continue;
    tasks.push({
      gameId: g.id,
      personId: o.personId,
      type: 'sign_score_sheet',
      state: open ? 'open' : 'done',
      createdAt: g.finishedAt!,
      doneAt: open ? null : addDays(g.finishedAt!, 1),
    });
  }
  const teamGames = w.games.filter(
    (g) => g.state === 'played' && g.seasonId === w.seasons.current.id && (g.home === w.demoTeam || g.away === w.demoTeam),
  );
  teamGames.forEach((g, i) => {
    const open = i >= teamGames.length - 2;
    tasks.push({
      gameId: g.id,
      personId: w.teamManager.id,
      type: 'confirm_lineup',
      state: open ? 'open' : 'done',
      createdAt: g.finishedAt!,
      doneAt: open ? null : addDays(g.finishedAt!, 2),
    });
  });
  await insertMany(tasks, (b) => db.gameTask.createMany({ data: b }));

  w.liveGameId = live.id;
  await db.appSetting.create({ data: { key: LIVE_GAME_SETTING, value: live.id } });
  await applyLiveGame(db, live.id, w.now);
}
