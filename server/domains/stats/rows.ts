// What the statistics read of a game and its events: the one game select and its row types.

/** What the games queries select (server/domains/stats/games.ts). */
export interface GameRow {
  id: number;
  number: number;
  kickoffTime: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  location: string | null;
  status: 'scheduled' | 'postponed' | 'cancelled';
  statusReason: string | null;
  competitionId: number;
  seasonId: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  competition: { kind: 'league' | 'tournament'; periodCount: number; periodSeconds: number };
  homeTeam: { name: string };
  awayTeam: { name: string };
  group: { name: string | null } | null;
}

export const GAME_SELECT = {
  id: true,
  number: true,
  kickoffTime: true,
  startedAt: true,
  finishedAt: true,
  location: true,
  status: true,
  statusReason: true,
  competitionId: true,
  seasonId: true,
  homeTeamId: true,
  awayTeamId: true,
  homeScore: true,
  awayScore: true,
  competition: { select: { kind: true, periodCount: true, periodSeconds: true } },
  homeTeam: { select: { name: true } },
  awayTeam: { select: { name: true } },
  group: { select: { name: true } },
} as const;

/** What the game details query selects for each event. */
export interface GameEventRow {
  id: number;
  type: 'foul' | 'goal' | 'timeout' | 'break';
  eventTime: number;
  awayTeam: boolean;
  teamId: number | null;
  jerseyNumber: string | null;
  foulKind: 'technical' | 'personal' | null;
  penaltySeconds: number | null;
  playerName: string | null;
  playerErased: boolean;
  playerJersey: string | null;
  assistName: string | null;
  assistErased: boolean;
  assistJersey: string | null;
}
