// Follows, "my teams" and Web Push subscriptions (docs/decisions/056-follows-and-web-push.md): requests and answers.
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { BodyId, PathId } from './ids';
import { IsoTime } from './processes';

export const FOLLOW_TARGETS = ['team', 'competition', 'game'] as const;
export type FollowTargetKind = (typeof FOLLOW_TARGETS)[number];

/** What a follower may be told, each a bit of the stored mask. */
export const PUSH_EVENTS = ['kickoff', 'goal', 'period', 'final', 'schedule', 'lineup'] as const;
export type PushEvent = (typeof PUSH_EVENTS)[number];
export const eventBit = (event: PushEvent): number => 1 << PUSH_EVENTS.indexOf(event);
export const eventMask = (events: readonly PushEvent[]): number => events.reduce((mask, e) => mask | eventBit(e), 0);
export const eventsOf = (mask: number): PushEvent[] => PUSH_EVENTS.filter((e) => (mask & eventBit(e)) !== 0);
/** The events a member may have mailed instead of pushed. */
export const MAIL_EVENTS = ['final', 'schedule'] as const satisfies readonly PushEvent[];

/** Bounds: a follower's list, a guest's "my teams" ids, the topics of one subscription, subscriptions per person. */
export const MAX_FOLLOWS = 100;
export const MAX_MY_TEAMS = 20;
export const MAX_TOPICS = 50;
export const MAX_SUBSCRIPTIONS_PER_PERSON = 10;

const Id = BodyId;

export const FollowRef = z.strictObject({ target: z.enum(FOLLOW_TARGETS), id: Id });
export type FollowRefDTO = z.infer<typeof FollowRef>;

/** POST /self/follows: follow (again) with the events to be mailed instead of pushed. */
export const FollowCreate = FollowRef.extend({ mail_events: z.array(z.enum(MAIL_EVENTS)).max(2).default([]) });
/** POST /self/follows/merge: the browser's follows of a guest, merged into the account's at sign-in. */
export const FollowMerge = z.strictObject({ follows: z.array(FollowRef).max(MAX_FOLLOWS) });
export const FollowParams = z.object({ target: z.enum(FOLLOW_TARGETS), id: PathId });

export const Follow = z.strictObject({
  target: z.enum(FOLLOW_TARGETS),
  id: z.int(),
  /** The team, competition or game as named now; null when it is gone. */
  name: z.string().nullable(),
  /** A team of the member's own: followed without asking, cannot be removed. */
  implicit: z.boolean(),
  mail_events: z.array(z.enum(MAIL_EVENTS)),
  created_at: IsoTime.nullable(),
});
export type FollowDTO = z.infer<typeof Follow>;
export const FollowList = z.strictObject({ data: z.array(Follow) });

/** GET /follows/teams?ids=1,2: a guest's teams (kept in the browser), at most MAX_MY_TEAMS. */
export const MyTeamsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,19}$/, 'comma-separated team ids, at most 20')
    // An id no row can have (0, past the database's integer) names no team: left out like an unknown one.
    .transform((s) => [...new Set(s.split(',').map(Number))].filter((id) => Id.safeParse(id).success)),
});

const TeamGame = z.strictObject({
  id: z.int(),
  kickoff_time: IsoTime,
  opponent_id: z.int(),
  opponent_name: z.string(),
  home: z.boolean(),
  is_live: z.boolean(),
  status: z.enum(['scheduled', 'postponed', 'cancelled']),
  own_score: z.int().nullable(),
  enemy_score: z.int().nullable(),
  extra_time: z.enum(['overtime', 'shootout']).nullable(),
  /** The game page (path within the portal). */
  url: z.string(),
});

/** One followed team as "my teams" shows it, from the statistics' own answers. */
export const MyTeam = z.strictObject({
  team_id: z.int(),
  team_name: z.string(),
  /** The league or tournament of its nearest game, whose table and games are shown. */
  competition: z.strictObject({ id: z.int(), kind: z.enum(['league', 'tournament']), name: z.string() }).nullable(),
  next_game: TeamGame.nullable(),
  last_result: TeamGame.nullable(),
  /** Rank in its table (group), null without standings. */
  position: z.strictObject({ rank: z.int(), of: z.int(), table: z.string().nullable(), points: z.int() }).nullable(),
  /** The last five results, oldest first: win, draw, loss (a win after overtime or shootout is a win, as the table counts it). */
  form: z.array(z.enum(['W', 'D', 'L'])).max(5),
  /** The team's games as iCalendar (path within the portal, for webcal:). */
  calendar_url: z.string(),
});
export type MyTeamDTO = z.infer<typeof MyTeam>;
export const MyTeams = z.strictObject({ data: z.array(MyTeam) });

// ---------------------------------------------------------------- Web Push

export const VapidKey = z.strictObject({ data: z.strictObject({ public_key: z.string() }) });

const Base64Url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url');
/** HH:MM on the association's clock. */
const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

export const PushTopic = z.strictObject({
  target: z.enum(FOLLOW_TARGETS),
  id: Id,
  events: z.array(z.enum(PUSH_EVENTS)).min(1).max(PUSH_EVENTS.length),
});
export type PushTopicDTO = z.infer<typeof PushTopic>;

const SubscriptionSettings = {
  language: z.enum(LANGUAGES).default('de'),
  quiet_hours: z.strictObject({ start: ClockTime, end: ClockTime }).nullable().default(null),
  topics: z.array(PushTopic).max(MAX_TOPICS),
};

/** POST /push/subscriptions: the browser's PushSubscription (toJSON) and what it wants to hear. */
export const PushSubscribe = z.strictObject({
  endpoint: z.string().max(1000),
  keys: z.strictObject({ p256dh: Base64Url(80, 120), auth: Base64Url(16, 60) }),
  ...SubscriptionSettings,
});
export type PushSubscribeDTO = z.infer<typeof PushSubscribe>;
export const PushUpdate = z.strictObject(SubscriptionSettings);
export type PushUpdateDTO = z.infer<typeof PushUpdate>;

/** The subscription's own secret: manage and unsubscribe without a session (`<id>.<mac>`). */
export const PushTokenParams = z.object({ token: z.string().regex(/^\d{1,10}\.[A-Za-z0-9_-]{20,50}$/, 'push token') });

export const PushSubscription = z.strictObject({
  id: z.int(),
  /** Keep it: GET/PUT/DELETE /push/subscriptions/{token} without a session, and the one-tap unsubscribe. */
  token: z.string(),
  /** The push service's host only (the endpoint itself is the browser's secret). */
  service: z.string(),
  language: z.enum(LANGUAGES),
  quiet_hours: z.strictObject({ start: z.string(), end: z.string() }).nullable(),
  topics: z.array(PushTopic),
  /** Linked to the signed-in member who subscribed. */
  member: z.boolean(),
  created_at: IsoTime,
});
export type PushSubscriptionDTO = z.infer<typeof PushSubscription>;
export const PushSubscriptionAnswer = z.strictObject({ data: PushSubscription });
export const PushSubscriptionList = z.strictObject({ data: z.array(PushSubscription) });
