// The games of every league and both seasons: a round-robin schedule, line-ups from the rosters, events
// (goals with assists, fouls, timeouts, breaks) whose total is exactly the requested number, officials and tasks.
import { addDays, addMinutes, type LeagueRow, type SportKey, type TeamRow, type World } from './context';

const RULES: Record<
  SportKey,
  { periods: number; periodSeconds: number; minutes: number; technical: number[]; personal: number[] }
> = {
  lacrosse: { periods: 4, periodSeconds: 900, minutes: 105, technical: [30, 60], personal: [60, 120, 180] },
  indoor_lacrosse: { periods: 3, periodSeconds: 1200, minutes: 100, technical: [120], personal: [120, 300] },
  ice_hockey: { periods: 3, periodSeconds: 1200, minutes: 140, technical: [120], personal: [120, 300] },
  lsm: { periods: 2, periodSeconds: 1200, minutes: 55, technical: [60], personal: [120] },
};

/** Rounds already played in the current season; the next round is today (with the live games). */
export const PLAYED_ROUNDS = 13;
const LINEUP = 12;
const LIVE_EVENTS = 8;

/** Circle-method pairings of `teams` for round `r` (cycling, with home and away swapped every other cycle). */
function pairings(teams: TeamRow[], r: number): [TeamRow, TeamRow][] {
  const n = teams.length;
  const rounds = n - 1;
  const cycle = Math.floor(r / rounds);
  const k = r % rounds;
  const rest = teams.slice(1);
  const rotated = [...rest.slice(k), ...rest.slice(0, k)];
  const order = [teams[0]!, ...rotated];
  const out: [TeamRow, TeamRow][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = order[i]!;
    const b = order[n - 1 - i]!;
    out.push((i + k + cycle) % 2 === 0 ? [a, b] : [b, a]);
  }
  return out;
}

interface PlannedGame {
  id: number;
  league: LeagueRow;
  seasonId: number;
  groupId: number;
  number: number;
  kickoff: Date;
  state: 'finished' | 'live' | 'planned';
  home: TeamRow;
  away: TeamRow;
}

export async function seedGames(w: World): Promise<void> {
  const { sizes } = w;
  const rounds = Math.max(2, Math.round(sizes.games / sizes.leagues / 2 / 8));
  // Plan every game first: the events are spread evenly over the finished ones.
  const plan: PlannedGame[] = [];
  let gameId = 0;
  for (const league of w.leagues) {
    for (const seasonId of [1, 2]) {
      let number = 0;
      for (let r = 0; r < rounds; r++) {
        for (const [t, table] of w.leagues[league.id - 1]!.groups[seasonId]!.entries()) {
          for (const [g, [home, away]] of pairings(table.teams, r).entries()) {
            let state: PlannedGame['state'] = 'finished';
            let kickoff: Date;
            if (seasonId === 1) {
              kickoff = addMinutes(addDays(w.seasons.previousStart, 7 * (r + 1)), 14 * 60 + t * 30);
            } else if (r < PLAYED_ROUNDS) {
              kickoff = addMinutes(addDays(w.today, -7 * (PLAYED_ROUNDS - r)), 14 * 60 + t * 30);
            } else if (r === PLAYED_ROUNDS && t === 0 && g === 0 && league.id % 5 === 1) {
              state = 'live';
              kickoff = addMinutes(w.now, -30);
            } else {
              state = 'planned';
              kickoff =
                r === PLAYED_ROUNDS
                  ? addMinutes(w.now, 120 + g * 15)
                  : addMinutes(addDays(w.today, 7 * (r - PLAYED_ROUNDS)), 14 * 60);
            }
            plan.push({ id: ++gameId, league, seasonId, groupId: table.id, number: ++number, kickoff, state, home, away });
          }
        }
      }
    }
  }
  const finished = plan.filter((g) => g.state === 'finished').length;
  const live = plan.filter((g) => g.state === 'live').length;
  const eventsFinished = Math.max(0, sizes.events - live * LIVE_EVENTS);
  const perGame = Math.floor(eventsFinished / finished);
  let extra = eventsFinished - perGame * finished;

  const { load, rng, now } = w;
  const games = load.table('games', [
    'id',
    'competition_id',
    'season_id',
    'group_id',
    'number',
    'kickoff_time',
    'started_at',
    'finished_at',
    'location',
    'home_team_id',
    'away_team_id',
    'home_score',
    'away_score',
    'created_at',
  ]);
  const lineups = load.table('game_lineups', ['game_id', 'membership_id', 'team_id', 'jersey_number'], [games]);
  const events = load.table(
    'game_events',
    [
      'id',
      'game_id',
      'type',
      'event_time',
      'team_id',
      'away_team',
      'membership_id',
      'assist_membership_id',
      'jersey_number',
      'foul_kind',
      'penalty_seconds',
      'created_at',
    ],
    [games],
  );
  const officials = load.table('game_officials', ['game_id', 'person_id', 'role'], [games]);
  const tasks = load.table('game_tasks', ['id', 'game_id', 'person_id', 'type', 'state', 'created_at'], [games]);
  let eventId = 0;
  let taskId = 0;
  const benchTeams = new Set([w.bench.memberTeamId, w.bench.memberSecondTeamId]);
  const otherReferees = w.referees.filter((p) => p !== w.bench.memberId);

  for (let start = 0; start < plan.length; start += 400) {
    const slice = plan.slice(start, start + 400);
    const rows: { g: PlannedGame; home: number; away: number; evs: unknown[][]; lineup: unknown[][] }[] = [];
    for (const g of slice) {
      const rules = RULES[g.league.sport];
      const count = g.state === 'finished' ? perGame + (extra-- > 0 ? 1 : 0) : g.state === 'live' ? LIVE_EVENTS : 0;
      const side = (team: TeamRow) => {
        const picked = rng.sample(team.roster, LINEUP);
        const bench = team.roster.find((m) => m.personId === w.bench.memberId);
        if (bench && !picked.includes(bench)) picked[0] = bench;
        return picked;
      };
      const homeLineup = g.state === 'planned' ? [] : side(g.home);
      const awayLineup = g.state === 'planned' ? [] : side(g.away);
      const lineup = [
        ...homeLineup.map((m) => [g.id, m.id, g.home.id, m.jersey]),
        ...awayLineup.map((m) => [g.id, m.id, g.away.id, m.jersey]),
      ];
      const total = rules.periods * rules.periodSeconds;
      const played = g.state === 'live' ? Math.floor(total / 3) : total;
      const evs: unknown[][] = [];
      let home = 0;
      let away = 0;
      const created = g.state === 'live' ? now : addMinutes(g.kickoff, rules.minutes);
      const fixed = Math.min(count, rules.periods - 1 + 2);
      for (let k = 0; k < count; k++) {
        const time = rng.int(10, played - 5);
        if (k < fixed) {
          const isBreak = k < rules.periods - 1 && g.state === 'finished';
          const awayTeam = rng.chance(0.5);
          evs.push(
            isBreak
              ? [
                  0,
                  g.id,
                  'break',
                  Math.round(((k + 1) * total) / rules.periods),
                  null,
                  false,
                  null,
                  null,
                  null,
                  null,
                  null,
                  created,
                ]
              : [0, g.id, 'timeout', time, (awayTeam ? g.away : g.home).id, awayTeam, null, null, null, null, null, created],
          );
          continue;
        }
        const awayTeam = rng.chance(0.47);
        const team = awayTeam ? g.away : g.home;
        const players = awayTeam ? awayLineup : homeLineup;
        const player = players.length ? rng.pick(players) : null;
        if (rng.chance(0.5)) {
          if (awayTeam) away++;
          else home++;
          const assist = players.length && rng.chance(0.55) ? rng.pick(players) : null;
          evs.push([
            0,
            g.id,
            'goal',
            time,
            team.id,
            awayTeam,
            player?.id ?? null,
            assist && assist !== player ? assist.id : null,
            player?.jersey ?? null,
            null,
            null,
            created,
          ]);
        } else {
          const technical = rng.chance(0.4);
          const seconds = rng.pick(technical ? rules.technical : rules.personal);
          evs.push([
            0,
            g.id,
            'foul',
            time,
            team.id,
            awayTeam,
            player?.id ?? null,
            null,
            player?.jersey ?? null,
            technical ? 'technical' : 'personal',
            seconds,
            created,
          ]);
        }
      }
      evs.sort((a, b) => (a[3] as number) - (b[3] as number));
      for (const e of evs) e[0] = ++eventId;
      rows.push({ g, home, away, evs, lineup });
    }
    for (const { g, home, away } of rows) {
      const rules = RULES[g.league.sport];
      const startedAt = g.state === 'planned' ? null : addMinutes(g.kickoff, 2);
      const finishedAt = g.state === 'finished' ? addMinutes(g.kickoff, rules.minutes) : null;
      await games.add([
        g.id,
        g.league.id,
        g.seasonId,
        g.groupId,
        g.number,
        g.kickoff,
        startedAt,
        finishedAt,
        `Sportpark ${g.home.name}`,
        g.home.id,
        g.away.id,
        home,
        away,
        addDays(g.kickoff, -60),
      ]);
    }
    await games.flush();
    for (const { g, evs, lineup } of rows) {
      for (const l of lineup) await lineups.add(l as never);
      for (const e of evs) await events.add(e as never);
      // Two referees per game; the bench member referees some games of teams he does not play for.
      const refs = rng.sample(otherReferees, 2);
      const benchRef = !benchTeams.has(g.home.id) && !benchTeams.has(g.away.id) && g.seasonId === 2 && g.id % 97 === 0;
      if (benchRef) refs[1] = w.bench.memberId;
      for (const personId of refs) await officials.add([g.id, personId, 'referee']);
      const recent = g.state === 'finished' && g.kickoff > addDays(now, -15);
      if (recent && (benchRef || rng.chance(0.3))) {
        await tasks.add([
          ++taskId,
          g.id,
          refs[1],
          'sign_score_sheet',
          'open',
          addMinutes(g.kickoff, RULES[g.league.sport].minutes),
        ]);
      }
    }
  }
  await load.flushAll();
}
