// Push notices of a game's change, queued in the change's transaction as ONE outbox row each (channel `push`); the
// worker fans it out to the followers' subscriptions (docs/decisions/056-follows-and-web-push.md).
import type { Prisma } from '../db/client';
import { NOTICES_CHANNEL } from './notification-outbox';

type Tx = Prisma.TransactionClient;

export type PushNoticeKind = 'kickoff' | 'goal' | 'period' | 'final' | 'schedule' | 'lineup';

export interface PushGoal {
  event_id: number;
  team_id: number | null;
  home_score: number;
  away_score: number;
  scorer: string | null;
}

export interface PushNotice {
  gameId: number;
  kind: PushNoticeKind;
  /** Names the change (a period's number, the game's revision, a team's line-up): the same change is queued once. */
  revision: string | number;
  /** What the text says beside the game: the score, the period, the schedule's change, the team. */
  facts?: Record<string, unknown>;
  /** A goal: coalesced with the goals of the same game within the window into one notification. */
  goal?: PushGoal;
}

/** Goals within this window of the first are told in one notification ("2 goals: ..."). */
let goalWindowMs = 5000;
/** Tests shorten the window (and set it to 0 where coalescing is not what they check). */
export function setGoalWindowMs(ms: number): void {
  goalWindowMs = ms;
}

/**
 * Queues a push notice inside the change's transaction: a goal joins a goal notice of the same game not yet sent
 * (the game's row lock of the score sheet orders them), anything else is a row of its own, once per revision.
 */
export async function enqueuePush(tx: Tx, notice: PushNotice): Promise<void> {
  if (notice.goal) {
    const goal = JSON.stringify(notice.goal);
    const joined = await tx.$executeRaw`
      UPDATE notifications
         SET payload = jsonb_set(payload::jsonb, '{goals}', (payload::jsonb -> 'goals') || jsonb_build_array(${goal}::jsonb))
       WHERE channel = 'push' AND kind = 'push.goal' AND status = 'queued' AND attempts = 0
         AND dedupe_key LIKE ${`push:game:${notice.gameId}:goal:%`}
         AND NOT (payload::jsonb -> 'goals') @> jsonb_build_array(jsonb_build_object('event_id', ${notice.goal.event_id}::int))`;
    if (joined > 0) return;
  }
  const delay = notice.goal ? goalWindowMs : 0;
  const payload = {
    game_id: notice.gameId,
    event: notice.kind,
    ...(notice.facts ?? {}),
    goals: notice.goal ? [notice.goal] : [],
  };
  const inserted = await tx.$executeRaw`
    INSERT INTO notifications (channel, kind, payload, dedupe_key, status, attempts, next_attempt_at, created_at)
    VALUES ('push', ${`push.${notice.kind}`}, ${JSON.stringify(payload)}::jsonb,
            ${`push:game:${notice.gameId}:${notice.kind}:${notice.revision}`}, 'queued', 0,
            (now() AT TIME ZONE 'UTC') + ${delay}::integer * interval '1 millisecond', now() AT TIME ZONE 'UTC')
    ON CONFLICT (dedupe_key) DO NOTHING`;
  if (inserted > 0 && delay === 0) await tx.$executeRaw`SELECT pg_notify(${NOTICES_CHANNEL}, '')`;
}
