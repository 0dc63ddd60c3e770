// Seasons, leagues and tournaments with their groups (standings tables), and the schedule of games.
import { gameDayDefaults } from '../../shared/game-day';
import { POINTS } from './catalog';
import type { SportKey, TeamKind } from './catalog';
import { addDays, addMinutes, insertMany, startOfDay } from './context';
import type { CountryKey } from './context';
import { RULES } from './games';
import type { CompetitionRow, GameRow, GroupRow, SeasonRow, TeamRow, World } from './world';
import { associationOf } from './world';

/** Rounds of a league (double round robin of 5 or 6 teams); the first PLAYED_ROUNDS are in the past. */
export const PLAYED_ROUNDS = 5;

interface CompetitionDef {
  country: CountryKey;
  kind: 'league' | 'tournament';
  sport: SportKey;
  name: string;
  leaderPick?: number;
  /** Groups: name and which teams (by kind and club index among the country's clubs). */
  groups: {
    name: string | null;
    kind: TeamKind;
    also?: TeamKind;
    pick: (index: number, iceHockey: boolean) => boolean;
    max?: number;
  }[];
  /** Tournaments: days from the reference Saturday (negative: already played). */
  day?: number;
}

const among =
  (...idx: number[]) =>
  (i: number) =>
    idx.includes(i);

const COMPETITIONS: CompetitionDef[] = [
  {
    country: 'de',
    kind: 'league',
    sport: 'lacrosse',
    name: '1. Bundesliga Herren',
    leaderPick: 0,
    groups: [
      { name: 'Nord', kind: 'men', pick: among(0, 1, 2, 6, 7, 8) },
      { name: 'Süd', kind: 'men', pick: among(12, 13, 14, 18, 19, 20) },
    ],
  },
  {
    country: 'de',
    kind: 'league',
    sport: 'lacrosse',
    name: '1. Bundesliga Damen',
    leaderPick: 1,
    groups: [
      { name: 'Nord', kind: 'women', pick: (i) => i < 12, max: 6 },
      { name: 'Süd', kind: 'women', pick: (i) => i >= 12, max: 6 },
    ],
  },
  {
    country: 'de',
    kind: 'league',
    sport: 'lacrosse',
    name: '2. Bundesliga Herren',
    groups: [
      { name: 'Nord', kind: 'men', pick: among(3, 4, 5, 9, 10, 11) },
      { name: 'Süd', kind: 'men', pick: among(15, 16, 17, 21, 22, 23) },
    ],
  },
  {
    country: 'de',
    kind: 'league',
    sport: 'indoor_lacrosse',
    name: 'Indoor Lacrosse Liga',
    groups: [{ name: null, kind: 'indoor', pick: () => true, max: 6 }],
  },
  {
    country: 'de',
    kind: 'league',
    sport: 'lacrosse',
    name: 'U16 Jugendliga',
    groups: [{ name: null, kind: 'u16', pick: () => true, max: 6 }],
  },
  {
    country: 'de',
    kind: 'tournament',
    sport: 'lacrosse',
    name: 'Deutsche Meisterschaft Herren – Final Four',
    day: 35,
    groups: [{ name: null, kind: 'men', pick: among(0, 6, 12, 18) }],
  },
  {
    country: 'de',
    kind: 'tournament',
    sport: 'lsm',
    name: 'LSM Cup',
    day: -14,
    groups: [{ name: null, kind: 'lsm', pick: () => true }],
  },
  {
    country: 'nl',
    kind: 'league',
    sport: 'lacrosse',
    name: 'Eredivisie Heren',
    leaderPick: 0,
    groups: [{ name: null, kind: 'men', pick: (i) => i < 6 }],
  },
  {
    country: 'nl',
    kind: 'league',
    sport: 'lacrosse',
    name: 'Eredivisie Dames',
    groups: [{ name: null, kind: 'women', pick: () => true, max: 6 }],
  },
  {
    country: 'nl',
    kind: 'tournament',
    sport: 'indoor_lacrosse',
    name: 'Dutch Indoor Open',
    day: 14,
    groups: [{ name: null, kind: 'indoor', pick: () => true }],
  },
  {
    country: 'be',
    kind: 'league',
    sport: 'lacrosse',
    name: 'Belgian Lacrosse League',
    groups: [{ name: null, kind: 'men', pick: (_i, ih) => !ih }],
  },
  {
    country: 'be',
    kind: 'league',
    sport: 'ice_hockey',
    name: 'Belgian Ice Hockey League',
    leaderPick: 0,
    groups: [{ name: null, kind: 'men', also: 'men2', pick: (_i, ih) => ih }],
  },
];

/** Single round robin (circle method); the second half of a league mirrors it. */
function roundRobin<T>(teams: T[]): [T, T][][] {
  const arr: (T | null)[] = [...teams];
  if (arr.length % 2) arr.push(null);
  const n = arr.length;
  const rounds: [T, T][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: [T, T][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = arr[i];
      const b = arr[n - 1 - i];
      if (a !== null && b !== null && a !== undefined && b !== undefined) round.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(round);
    arr.splice(1, 0, arr.pop()!);
  }
  return rounds;
}

/** Orients each pairing so that every team alternates home and away games as far as possible. */
function balanceHomeGames<T>(rounds: [T, T][][]): [T, T][][] {
  const homes = new Map<T, number>();
  const lastHome = new Map<T, boolean>();
  return rounds.map((round) =>
    round.map(([a, b]) => {
      const score = (homes.get(a) ?? 0) - (homes.get(b) ?? 0) + (lastHome.get(a) ? 1 : 0) - (lastHome.get(b) ? 1 : 0);
      const [h, v] = score > 0 ? [b, a] : [a, b];
      homes.set(h, (homes.get(h) ?? 0) + 1);
      lastHome.set(h, true);
      lastHome.set(v, false);
      return [h, v] as [T, T];
    }),
  );
}

function seasonName(startYear: number): string {
  return `${startYear}/${String(startYear + 1).slice(2)}`;
}

/** Saturdays around today: the last one strictly before today and the next one strictly after. */
function saturdays(today: Date): { last: Date; next: Date } {
  const dow = today.getUTCDay();
  const next = addDays(today, (6 - dow + 7) % 7 || 7);
  const last = addDays(next, -7) < today ? addDays(next, -7) : addDays(next, -14);
  return { last, next };
}

/** Competitions, groups and the (not yet inserted) games of both seasons. */
export async function seedCompetitions(w: World): Promise<Omit<GameRow, 'id'>[]> {
  const { db, today, now } = w;
  const { last, next } = saturdays(today);
  const startYear = today.getUTCMonth() >= 6 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const firstKickoff = addDays(last, -7 * (PLAYED_ROUNDS - 1));
  const lastKickoff = addDays(next, 7 * 5 + 35);
  // The previous season's games are this season's moved back 364 days; the seasons must not overlap.
  const previousLatest = addDays(next, 35 - 364);
  const curStart = new Date(
    Math.max(Math.min(Date.UTC(startYear, 7, 1), addDays(firstKickoff, -14).getTime()), addDays(previousLatest, 1).getTime()),
  );
  const curEnd = new Date(Math.max(Date.UTC(startYear + 1, 6, 31), addDays(lastKickoff, 14).getTime()));
  const prevStart = new Date(Date.UTC(curStart.getUTCFullYear() - 1, curStart.getUTCMonth(), curStart.getUTCDate()));
  const seasonRows = await db.season.createManyAndReturn({
    data: [
      { name: seasonName(startYear - 1), startsOn: prevStart, endsOn: addDays(curStart, -1) },
      { name: seasonName(startYear), startsOn: curStart, endsOn: curEnd },
    ],
    select: { id: true, name: true, startsOn: true, endsOn: true },
  });
  const [previous, current] = seasonRows.sort((a, b) => a.id - b.id) as [SeasonRow, SeasonRow];
  w.seasons = { previous, current };

  w.competitions = [];
  const games: Omit<GameRow, 'id'>[] = [];
  const groupTeams: { groupId: number; teamId: number }[] = [];
  for (const def of COMPETITIONS) {
    const a = associationOf(w, def.country);
    const [win, tie, loss] = POINTS[def.sport];
    const created = await db.competition.create({
      data: {
        associationId: a.id,
        sportId: w.sportIds[def.sport],
        kind: def.kind,
        name: def.name,
        pointsWin: win,
        pointsTie: tie,
        pointsLoss: loss,
        // The demo games are played with these periods (games.ts), so the live game's clock stops where its events do.
        periodCount: RULES[def.sport].periods,
        periodSeconds: RULES[def.sport].periodSeconds,
        penaltyTypes: {
          create: gameDayDefaults(def.sport).penalties.map((p, position) => ({
            foulKind: p.kind,
            name: p.name,
            seconds: p.seconds,
            position,
          })),
        },
        defaultSeasonId: current.id,
        createdAt: prevStart,
      },
      select: { id: true },
    });
    const comp: CompetitionRow = {
      id: created.id,
      associationId: a.id,
      country: def.country,
      kind: def.kind,
      sportKey: def.sport,
      name: def.name,
      leaderPick: def.leaderPick,
      groups: [],
    };
    w.competitions.push(comp);
    for (const season of [previous, current]) {
      const seasonGames: Omit<GameRow, 'id'>[] = [];
      for (const [position, g] of def.groups.entries()) {
        const teams = w.teams
          .filter(
            (t) =>
              t.club.country === def.country &&
              (t.kind === g.kind || t.kind === g.also) &&
              t.sportKey === def.sport &&
              g.pick(t.club.index, !!t.club.iceHockey),
          )
          .slice(0, g.max ?? 99);
        const row = await db.group.create({
          data: { competitionId: comp.id, seasonId: season.id, name: g.name, position },
          select: { id: true },
        });
        const group: GroupRow = { id: row.id, competition: comp, seasonId: season.id, name: g.name, teams };
        comp.groups.push(group);
        for (const t of teams) groupTeams.push({ groupId: group.id, teamId: t.id });
        seasonGames.push(...schedule(w, def, group, season === current, { last, next }));
      }
      seasonGames.sort((x, y) => x.kickoff.getTime() - y.kickoff.getTime());
      seasonGames.forEach((g, i) => (g.number = i + 1));
      games.push(...seasonGames);
    }
  }
  await insertMany(groupTeams, (b) => db.groupTeam.createMany({ data: b }));

  // The live game: the demo team's game in the first round still to play.
  const live = games.find(
    (g) =>
      g.seasonId === current.id &&
      g.state === 'upcoming' &&
      g.competition.kind === 'league' &&
      (g.home === w.demoTeam || g.away === w.demoTeam),
  );
  if (!live) throw new Error('seed: no game of the demo team to make live');
  live.state = 'live';
  live.kickoff = addMinutes(now, -20);
  return games;
}

function schedule(
  w: World,
  def: CompetitionDef,
  group: GroupRow,
  current: boolean,
  sat: { last: Date; next: Date },
): Omit<GameRow, 'id'>[] {
  const { rng } = w;
  const teams = rng.helpers.shuffle([...group.teams]);
  const shift = current ? 0 : -364;
  const out: Omit<GameRow, 'id'>[] = [];
  const game = (home: TeamRow, away: TeamRow, kickoff: Date, played: boolean, location: string): Omit<GameRow, 'id'> => ({
    competition: group.competition,
    group,
    seasonId: group.seasonId,
    number: 0,
    kickoff,
    startedAt: null,
    finishedAt: null,
    home,
    away,
    state: played ? 'played' : 'upcoming',
    location,
    homeScore: 0,
    awayScore: 0,
  });
  const locationOf = (t: TeamRow) => `${t.club.fieldNames[0] ?? t.club.name}, ${t.club.city}`.slice(0, 120);
  const pos = group.competition.groups.indexOf(group);
  if (def.kind === 'tournament') {
    const day = addDays(def.day! < 0 ? sat.last : sat.next, def.day! + shift);
    const host = teams[0]!;
    roundRobin(teams)
      .flat()
      .forEach(([h, a], i) => out.push(game(h, a, addMinutes(day, 9 * 60 + i * 75), !current || def.day! < 0, locationOf(host))));
    return out;
  }
  const half = balanceHomeGames(roundRobin(teams));
  const rounds = [...half, ...half.map((r) => r.map(([h, a]) => [a, h] as [TeamRow, TeamRow]))];
  rounds.forEach((round, r) => {
    const played = !current || r < PLAYED_ROUNDS;
    const date = addDays(
      r < PLAYED_ROUNDS ? addDays(sat.last, -7 * (PLAYED_ROUNDS - 1 - r)) : addDays(sat.next, 7 * (r - PLAYED_ROUNDS)),
      shift,
    );
    round.forEach(([h, a], j) => {
      const minutes =
        def.sport === 'ice_hockey' ? 18 * 60 + 30 : 10 * 60 + ((j + pos) % 3) * 150 + (def.sport === 'lacrosse' ? 0 : 60);
      out.push(game(h, a, addMinutes(startOfDay(date), minutes), played, locationOf(h)));
    });
  });
  return out;
}
