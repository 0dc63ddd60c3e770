// The demo's live game: at every start-up it is made live "now", with a few events and a matching score.
import type { Prisma } from '../../server/db/generated/client';
import { addMinutes } from './context';
import type { Db } from './context';

export const LIVE_GAME_SETTING = 'demo_live_game_id';

/** Minutes between kickoff / start and `now`. */
const KICKOFF_MINUTES_AGO = 20;
const STARTED_MINUTES_AGO = 18;

type Side = 'home' | 'away';
interface Script {
  at: number;
  side: Side | null;
  type: 'goal' | 'foul' | 'timeout' | 'break';
  foul?: ['technical' | 'personal', number];
  assist?: boolean;
}

/** The same events every time, all before the elapsed 18 minutes: 3:2 for the home team. */
const SCRIPT: Script[] = [
  { at: 95, side: 'home', type: 'goal', assist: true },
  { at: 212, side: 'away', type: 'foul', foul: ['personal', 60] },
  { at: 338, side: 'away', type: 'goal' },
  { at: 481, side: 'home', type: 'goal', assist: true },
  { at: 604, side: 'home', type: 'timeout' },
  { at: 719, side: 'away', type: 'foul', foul: ['technical', 30] },
  { at: 846, side: 'home', type: 'goal' },
  { at: 900, side: null, type: 'break' },
  { at: 1012, side: 'away', type: 'goal', assist: true },
];

const SCORING_ORDER: Record<string, number> = { attack: 0, midfield: 1, face_off: 2, player: 2, defense: 3, goalie: 9, coach: 9 };

/** Reads the live game's id from app_settings (a number, or { id } / { gameId }). */
export async function liveGameId(db: Db): Promise<number | null> {
  const setting = await db.appSetting.findUnique({ where: { key: LIVE_GAME_SETTING } });
  const v = setting?.value as unknown;
  if (typeof v === 'number') return v;
  if (v && typeof v === 'object') {
    const o = v as { id?: unknown; gameId?: unknown };
    const id = o.gameId ?? o.id;
    if (typeof id === 'number') return id;
  }
  return null;
}

/** Makes the game live at `now`: kickoff and start a few minutes ago, scripted events, matching score. */
export async function applyLiveGame(db: Db, gameId: number, now: Date): Promise<boolean> {
  const game = await db.game.findUnique({
    where: { id: gameId },
    select: {
      id: true,
      homeTeamId: true,
      awayTeamId: true,
      competition: { select: { periodSeconds: true } },
      lineups: {
        select: { teamId: true, jerseyNumber: true, membership: { select: { id: true, positions: true, jerseyNumber: true } } },
        orderBy: { membershipId: 'asc' },
      },
    },
  });
  if (!game) return false;
  const players = (teamId: number) =>
    game.lineups
      .filter((l) => l.teamId === teamId)
      .map((l) => ({
        id: l.membership.id,
        jersey: l.jerseyNumber ?? l.membership.jerseyNumber,
        rank: Math.min(...l.membership.positions.map((p) => SCORING_ORDER[p] ?? 5), 9),
      }))
      .sort((a, b) => a.rank - b.rank || a.id - b.id);
  const side = {
    home: { teamId: game.homeTeamId, players: players(game.homeTeamId), next: 0 },
    away: { teamId: game.awayTeamId, players: players(game.awayTeamId), next: 0 },
  };
  const events: Prisma.GameEventCreateManyInput[] = [];
  const score = { home: 0, away: 0 };
  for (const s of SCRIPT) {
    if (!s.side) {
      events.push({ gameId, type: s.type, eventTime: s.at, createdAt: addMinutes(now, -STARTED_MINUTES_AGO + s.at / 60) });
      continue;
    }
    const team = side[s.side];
    const pick = () => (team.players.length ? team.players[team.next++ % Math.min(team.players.length, 6)]! : null);
    const player = s.type === 'timeout' ? null : pick();
    const assist = s.assist ? pick() : null;
    if (s.type === 'goal') score[s.side]++;
    events.push({
      gameId,
      type: s.type,
      eventTime: s.at,
      teamId: team.teamId,
      awayTeam: s.side === 'away',
      membershipId: player?.id ?? null,
      assistMembershipId: assist && assist.id !== player?.id ? assist.id : null,
      jerseyNumber: player?.jersey ?? null,
      foulKind: s.foul?.[0] ?? null,
      penaltySeconds: s.foul?.[1] ?? null,
      createdAt: addMinutes(now, -STARTED_MINUTES_AGO + s.at / 60),
    });
  }
  const playedSeconds = STARTED_MINUTES_AGO * 60;
  await db.gameEvent.deleteMany({ where: { gameId } });
  await db.gameEvent.createMany({ data: events });
  await db.game.update({
    where: { id: gameId },
    data: {
      kickoffTime: addMinutes(now, -KICKOFF_MINUTES_AGO),
      startedAt: addMinutes(now, -STARTED_MINUTES_AGO),
      finishedAt: null,
      homeScore: score.home,
      awayScore: score.away,
      // The game clock runs from the start (shared/game-clock.ts): played since then, in the period that time falls in.
      period: Math.floor(playedSeconds / game.competition.periodSeconds) + 1,
      clockSeconds: playedSeconds,
      clockRunningSince: now,
    },
  });
  return true;
}
