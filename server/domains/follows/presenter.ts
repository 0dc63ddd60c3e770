// The follows domain's answers: follows, "my teams" and push subscriptions, field by field.
import {
  MAX_MY_TEAMS,
  eventsOf,
  MAIL_EVENTS,
  type FollowDTO,
  type MyTeamDTO,
  type PushSubscriptionDTO,
} from '../../../shared/schemas/follows';
import type { LanguageCode } from '../../../shared/constants';
import type { FollowRow } from './follows';
import type { MyTeamRow, TeamGameRow } from './my-teams';
import type { SubscriptionRow } from './push-subscriptions';

export function presentFollow(f: FollowRow): FollowDTO {
  return {
    target: f.target,
    id: f.targetId,
    name: f.name,
    implicit: f.implicit,
    mail_events: eventsOf(f.mailEvents).filter((e): e is (typeof MAIL_EVENTS)[number] =>
      (MAIL_EVENTS as readonly string[]).includes(e),
    ),
    created_at: f.createdAt?.toISOString() ?? null,
  };
}

function presentGame(r: TeamGameRow | null) {
  if (!r) return null;
  const g = r.game;
  return {
    id: g.id,
    kickoff_time: g.kickoff_time,
    opponent_id: r.home ? g.away_team_id : g.home_team_id,
    opponent_name: r.home ? g.away_team_name : g.home_team_name,
    home: r.home,
    is_live: g.is_live,
    status: g.status,
    own_score: r.home ? g.home_score : g.away_score,
    enemy_score: r.home ? g.away_score : g.home_score,
    extra_time: g.extra_time,
    url: r.url,
  };
}

export function presentMyTeam(t: MyTeamRow): MyTeamDTO {
  return {
    team_id: t.teamId,
    team_name: t.teamName,
    competition: t.competition,
    next_game: presentGame(t.next),
    last_result: presentGame(t.last),
    position: t.position,
    form: t.form,
    calendar_url: `/api/calendar/teams/${t.teamId}.ics`,
  };
}

export const presentMyTeams = (rows: MyTeamRow[]) => ({ data: rows.slice(0, MAX_MY_TEAMS).map(presentMyTeam) });

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function presentSubscription(s: SubscriptionRow, token: string): PushSubscriptionDTO {
  return {
    id: s.id,
    token,
    service: new URL(s.endpoint).host,
    language: s.language as LanguageCode,
    quiet_hours: s.quietStart !== null && s.quietEnd !== null ? { start: clock(s.quietStart), end: clock(s.quietEnd) } : null,
    topics: s.topics.map((t) => ({ target: t.target, id: t.targetId, events: eventsOf(t.events) })),
    member: s.personId !== null,
    created_at: s.createdAt.toISOString(),
  };
}
