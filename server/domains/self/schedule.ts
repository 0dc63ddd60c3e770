// The personal schedule of the start page: live and coming games of the person's teams and of the games they
// officiate, soonest first (docs/product.md#home: "a schedule with live indicator").
import type { ScheduleGameDTO } from '../../../shared/schemas/memberships';
import { db } from '../../db/client';
import { currentMembership } from '../access';

export const SCHEDULE_LIMIT = 10;
/** A game whose kickoff passed this long ago without a start no longer counts as coming. */
export const OVERDUE_MS = 3 * 60 * 60 * 1000;

export async function upcomingGames(personId: number, now: Date = new Date()): Promise<ScheduleGameDTO[]> {
  const memberships = await db().membership.findMany({
    where: { personId, isAlumni: false, teamId: { not: null }, ...currentMembership(now) },
    select: { teamId: true },
  });
  const teamIds = memberships.map((m) => m.teamId!);
  const games = await db().game.findMany({
    where: {
      finishedAt: null,
      OR: [{ startedAt: { not: null } }, { kickoffTime: { gte: new Date(now.getTime() - OVERDUE_MS) } }],
      AND: [
        {
          OR: [{ homeTeamId: { in: teamIds } }, { awayTeamId: { in: teamIds } }, { officials: { some: { personId } } }],
        },
      ],
    },
    orderBy: [{ kickoffTime: 'asc' }, { id: 'asc' }],
    take: SCHEDULE_LIMIT,
    select: {
      id: true,
      number: true,
      kickoffTime: true,
      startedAt: true,
      finishedAt: true,
      location: true,
      status: true,
      statusReason: true,
      homeTeamId: true,
      awayTeamId: true,
      homeScore: true,
      awayScore: true,
      homeTeam: { select: { name: true } },
      awayTeam: { select: { name: true } },
      competition: { select: { id: true, kind: true, name: true } },
    },
  });
  const mine = new Set(teamIds);
  return games.map((g) => scheduleGameOf(g, mine, now));
}

/** A game row as the schedule shows it; `mine` are the person's teams (the rest they officiate). */
export interface ScheduleGameRow {
  id: number;
  number: number;
  kickoffTime: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  location: string | null;
  status: ScheduleGameDTO['status'];
  statusReason: string | null;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  homeTeam: { name: string };
  awayTeam: { name: string };
  competition: { id: number; kind: 'league' | 'tournament'; name: string };
}

export function scheduleGameOf(g: ScheduleGameRow, mine: Set<number>, now: Date): ScheduleGameDTO {
  const live = g.startedAt !== null && g.finishedAt === null;
  return {
    id: g.id,
    number: g.number,
    kickoff_time: g.kickoffTime.toISOString(),
    started_at: g.startedAt ? g.startedAt.toISOString() : null,
    is_live: live,
    is_finished: g.finishedAt !== null,
    duration: g.startedAt && g.finishedAt ? Math.round((g.finishedAt.getTime() - g.startedAt.getTime()) / 1000) : null,
    ellapsed_time: live ? Math.max(0, Math.round((now.getTime() - g.startedAt!.getTime()) / 1000)) : null,
    location: g.location,
    status: g.status,
    status_reason: g.statusReason,
    home_team_id: g.homeTeamId,
    home_team_name: g.homeTeam.name,
    away_team_id: g.awayTeamId,
    away_team_name: g.awayTeam.name,
    home_score: g.homeScore,
    away_score: g.awayScore,
    league_id: g.competition.kind === 'league' ? g.competition.id : null,
    tournament_id: g.competition.kind === 'tournament' ? g.competition.id : null,
    competition_name: g.competition.name,
    role: mine.has(g.homeTeamId) || mine.has(g.awayTeamId) ? 'player' : 'official',
  };
}
