// The push channel of the notification worker (docs/decisions/056-follows-and-web-push.md): a `push` outbox row is
// fanned out to the subscriptions that want it in batches (push_deliveries), and due deliveries are claimed with FOR
// UPDATE SKIP LOCKED and sent concurrently, each once across instances; 404/410 deletes the subscription.
import type { Logger } from 'pino';
import { associationTimeZone } from '../../../shared/clock';
import { LANGUAGES, type LanguageCode } from '../../../shared/constants';
import { MAIL_EVENTS, eventBit, type PushEvent } from '../../../shared/schemas/follows';
import { typeOfKind } from '../../../shared/schemas/stats';
import { db } from '../../db/client';
import { Prisma } from '../../db/generated/client';
import { LoopGovernor } from '../../platform/loop-lag';
import { enqueueNotice, noticeLink, type ChannelRunner, type Notice } from '../../platform/notification-outbox';
import { vapidKeys } from '../../platform/secrets';
import { postPush, type Vapid } from '../../platform/web-push';
import { encryptPushPayloads } from '../../platform/web-push-encrypt';
import { pushToken } from './push-subscriptions';
import { mailFooter, pushText, unsubscribeLabel, type PushFacts, type PushGame } from './push-texts';

export interface PushRunnerOptions {
  logger?: Pick<Logger, 'warn' | 'error'>;
  /** mailto: or https: of the portal (VAPID `sub`). */
  subject: string;
  /** Subscriptions fanned out per statement. */
  fanOutBatch?: number;
  /** Deliveries claimed at once, and sent with at most this many requests in flight (fewer while the loop lags). */
  sendBatch?: number;
  concurrency?: number;
  maxAttempts?: number;
  backoffMs?: number;
  leaseMs?: number;
}

export const PUSH_DEFAULTS = {
  fanOutBatch: 5000,
  sendBatch: 1000,
  concurrency: 100,
  maxAttempts: 5,
  backoffMs: 30_000,
  leaseMs: 5 * 60_000,
};

/** The rendered notice of one outbox row, per language (made once per row, not per subscription). */
interface Rendered {
  url: string;
  tag: string;
  texts: Partial<Record<LanguageCode, { title: string; body: string }>>;
  facts: PushFacts;
  game: PushGame;
}

interface EventRow {
  id: number;
  payload: PushFacts;
}

interface GameRow {
  id: number;
  competition_id: number;
  kind: 'league' | 'tournament';
  home_team_id: number;
  away_team_id: number;
  home: string;
  away: string;
  home_score: number;
  away_score: number;
  kickoff_time: Date;
  kickoff_open: boolean;
  extra_time: 'overtime' | 'shootout' | null;
}

/** Minutes since midnight on the association's clock. */
function minuteOfDay(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: associationTimeZone(),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** A subscription (alias s) in its quiet hours at minute `m` of the day; a span over midnight wraps. */
const quietSql = (
  m: number,
) => Prisma.sql`(s.quiet_start IS NOT NULL AND s.quiet_end IS NOT NULL AND s.quiet_start <> s.quiet_end AND
  CASE WHEN s.quiet_start < s.quiet_end THEN ${m} >= s.quiet_start AND ${m} < s.quiet_end
       ELSE ${m} >= s.quiet_start OR ${m} < s.quiet_end END)`;

/** A topic or follow (alias x) about the game: either team, its competition or the game itself. */
const aboutSql = (x: string, g: GameRow) => Prisma.sql`(
  (${Prisma.raw(`${x}.target`)} = 'team' AND ${Prisma.raw(`${x}.target_id`)} IN (${g.home_team_id}, ${g.away_team_id}))
  OR (${Prisma.raw(`${x}.target`)} = 'competition' AND ${Prisma.raw(`${x}.target_id`)} = ${g.competition_id})
  OR (${Prisma.raw(`${x}.target`)} = 'game' AND ${Prisma.raw(`${x}.target_id`)} = ${g.id}))`;

export class PushRunner implements ChannelRunner {
  private readonly o: Required<Omit<PushRunnerOptions, 'logger'>> & Pick<PushRunnerOptions, 'logger'>;
  private vapid: Promise<Vapid> | null = null;
  private readonly rendered = new Map<number, Rendered>();

  private readonly governor: LoopGovernor;

  constructor(options: PushRunnerOptions) {
    this.o = { ...PUSH_DEFAULTS, ...options };
    this.governor = new LoopGovernor(this.o.concurrency);
  }

  async runOnce(): Promise<{ done: number; more: boolean }> {
    const fanned = await this.fanOut();
    const sent = await this.sendDue();
    return { done: fanned + sent, more: sent === this.o.sendBatch };
  }

  /** Claims the due push rows (one per game event) and makes their deliveries; answers how many rows. */
  private async fanOut(): Promise<number> {
    const claimed = await db().$queryRaw<EventRow[]>`
      UPDATE notifications n
         SET status = 'sending', attempts = n.attempts + 1,
             next_attempt_at = (now() AT TIME ZONE 'UTC') + ${this.o.leaseMs}::integer * interval '1 millisecond'
       WHERE n.id IN (SELECT id FROM notifications
                       WHERE channel = 'push' AND status IN ('queued', 'sending')
                         AND next_attempt_at <= (now() AT TIME ZONE 'UTC')
                       ORDER BY next_attempt_at, id LIMIT 10
                       FOR UPDATE SKIP LOCKED)
      RETURNING n.id, n.payload`;
    for (const row of claimed) {
      try {
        await this.fanOutOne(row);
        await db().$executeRaw`
          UPDATE notifications SET status = 'sent', sent_at = (now() AT TIME ZONE 'UTC'), last_error = NULL WHERE id = ${row.id}`;
      } catch (error) {
        // Fanned out again after the back-off: deliveries already made are kept (ON CONFLICT DO NOTHING).
        const message = (error as Error).message.slice(0, 1000);
        await db().$executeRaw`
          UPDATE notifications SET status = 'queued', last_error = ${message},
                 next_attempt_at = (now() AT TIME ZONE 'UTC') + ${this.o.backoffMs}::integer * interval '1 millisecond'
           WHERE id = ${row.id}`;
        this.o.logger?.warn({ err: error, notice: row.id }, 'push: fan-out failed, retrying');
      }
    }
    return claimed.length;
  }

  private async gameOf(gameId: number): Promise<GameRow | null> {
    const [game] = await db().$queryRaw<GameRow[]>`
      SELECT g.id, g.competition_id, c.kind::text AS kind, g.home_team_id, g.away_team_id, h.name AS home, a.name AS away,
             g.home_score, g.away_score, g.kickoff_time, g.kickoff_open, g.extra_time::text AS extra_time
        FROM games g JOIN competitions c ON c.id = g.competition_id
        JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
       WHERE g.id = ${gameId}`;
    return game ?? null;
  }

  private async fanOutOne(row: EventRow): Promise<void> {
    const game = await this.gameOf(row.payload.game_id);
    if (!game) return;
    const bit = eventBit(row.payload.event as PushEvent);
    const minute = minuteOfDay(new Date());
    const byMail = (MAIL_EVENTS as readonly string[]).includes(row.payload.event);
    // Quiet hours skip the notice (not delay it): what it tells is on the team's page in the morning.
    let cursor = 0;
    for (;;) {
      // One batch of the subscriptions that want it, past the last batch's; an earlier attempt's deliveries stay.
      const [batch] = await db().$queryRaw<{ n: number; last: number | null }[]>`
        WITH c AS (
          SELECT s.id FROM push_subscriptions s
           WHERE s.id IN (SELECT p.subscription_id FROM push_topics p
                           WHERE ${aboutSql('p', game)} AND (p.events & ${bit}) <> 0 AND p.subscription_id > ${cursor})
             AND NOT ${quietSql(minute)}
             ${
               byMail
                 ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.person_id = s.person_id
                                                AND (f.mail_events & ${bit}) <> 0 AND ${aboutSql('f', game)})`
                 : Prisma.empty
             }
           ORDER BY s.id LIMIT ${this.o.fanOutBatch}
        ), made AS (
          INSERT INTO push_deliveries (notification_id, subscription_id, next_attempt_at)
          SELECT ${row.id}, c.id, now() AT TIME ZONE 'UTC' FROM c
          ON CONFLICT DO NOTHING
        )
        SELECT count(*)::int AS n, max(c.id) AS last FROM c`;
      if (!batch || batch.n === 0 || batch.last === null) break;
      cursor = batch.last;
      if (batch.n < this.o.fanOutBatch) break;
    }
    if (byMail) await this.mailFollowers(row, game, bit);
  }

  /** Members who chose e-mail for this event: one mail each through the outbox's mail channel. */
  private async mailFollowers(row: EventRow, game: GameRow, bit: number): Promise<void> {
    const persons = await db().$queryRaw<{ id: number; email: string; preferred_language: string }[]>`
      SELECT DISTINCT p.id, p.email, p.preferred_language
        FROM follows f JOIN persons p ON p.id = f.person_id
       WHERE (f.mail_events & ${bit}) <> 0 AND ${aboutSql('f', game)} AND p.email IS NOT NULL AND p.erased_at IS NULL`;
    if (persons.length === 0) return;
    const rendered = this.render(row, game);
    const notices: Notice[] = persons.map((p) => {
      const language = (LANGUAGES as readonly string[]).includes(p.preferred_language)
        ? (p.preferred_language as LanguageCode)
        : 'de';
      const { title, body } = this.textIn(rendered, language);
      const link = noticeLink(rendered.url);
      return {
        personId: p.id,
        address: p.email,
        kind: `follow.${row.payload.event}`,
        payload: { subject: title, text: [body, '', link, '', mailFooter(language)].join('\n') },
        dedupeKey: `follow:${row.id}:${p.id}`,
      };
    });
    await db().$transaction((tx) => enqueueNotice(tx, notices));
  }

  private render(row: EventRow, game: GameRow): Rendered {
    let kept = this.rendered.get(row.id);
    if (!kept) {
      if (this.rendered.size > 200) this.rendered.clear();
      kept = {
        url: `/stats/${typeOfKind(game.kind)}/${game.competition_id}/games/${game.id}`,
        tag: `game-${game.id}-${row.payload.event}`,
        texts: {},
        facts: row.payload,
        game: {
          id: game.id,
          homeTeamId: game.home_team_id,
          awayTeamId: game.away_team_id,
          home: game.home,
          away: game.away,
          homeScore: game.home_score,
          awayScore: game.away_score,
          kickoffTime: game.kickoff_time,
          kickoffOpen: game.kickoff_open,
          extraTime: game.extra_time,
        },
      };
      this.rendered.set(row.id, kept);
    }
    return kept;
  }

  private textIn(r: Rendered, language: LanguageCode) {
    return (r.texts[language] ??= pushText(r.facts, r.game, language));
  }

  /** Claims due deliveries and sends them; answers how many it claimed. */
  private async sendDue(): Promise<number> {
    const claimed = await db().$queryRaw<
      {
        notification_id: number;
        subscription_id: number;
        attempts: number;
        endpoint: string;
        p256dh: string;
        auth: string;
        language: string;
      }[]
    >`
      WITH due AS (
        SELECT notification_id, subscription_id FROM push_deliveries
         WHERE status IN ('queued', 'sending') AND next_attempt_at <= (now() AT TIME ZONE 'UTC')
         ORDER BY next_attempt_at LIMIT ${this.o.sendBatch}
         FOR UPDATE SKIP LOCKED
      ), claimed AS (
        UPDATE push_deliveries d
           SET status = 'sending', attempts = d.attempts + 1,
               next_attempt_at = (now() AT TIME ZONE 'UTC') + ${this.o.leaseMs}::integer * interval '1 millisecond'
          FROM due WHERE d.notification_id = due.notification_id AND d.subscription_id = due.subscription_id
        RETURNING d.notification_id, d.subscription_id, d.attempts
      )
      SELECT c.notification_id, c.subscription_id, c.attempts, s.endpoint, s.p256dh, s.auth, s.language
        FROM claimed c JOIN push_subscriptions s ON s.id = c.subscription_id`;
    if (claimed.length === 0) return 0;
    const vapid = await (this.vapid ??= vapidKeys().then((k) => ({ ...k, subject: this.o.subject })));
    const events = new Map<number, Rendered | null>();
    for (const id of new Set(claimed.map((c) => c.notification_id))) {
      const [row] = await db().$queryRaw<EventRow[]>`SELECT id, payload FROM notifications WHERE id = ${id}`;
      const game = row ? await this.gameOf(row.payload.game_id) : null;
      events.set(id, row && game ? this.render(row, game) : null);
    }
    const sent: typeof claimed = [];
    const gone: number[] = [];
    const failed: { d: (typeof claimed)[number]; error: string; retry: boolean }[] = [];
    // Every payload at once to the encryption threads; the requests go out as their bodies come back.
    const live = claimed.filter((d) => events.get(d.notification_id));
    for (const d of claimed) if (!events.get(d.notification_id)) sent.push(d);
    const payloads = await Promise.all(
      live.map(async (d) => {
        const r = events.get(d.notification_id)!;
        const language = (LANGUAGES as readonly string[]).includes(d.language) ? (d.language as LanguageCode) : 'de';
        return JSON.stringify({
          ...this.textIn(r, language),
          url: noticeLink(r.url),
          tag: r.tag,
          game_id: r.game.id,
          event: r.facts.event,
          unsubscribe_url: noticeLink(`/api/push/subscriptions/${await pushToken(d.subscription_id)}`),
          lang: language,
          unsubscribe_label: unsubscribeLabel(language),
        });
      }),
    );
    const bodies = encryptPushPayloads(live.map((d, i) => ({ p256dh: d.p256dh, auth: d.auth, payload: payloads[i]! })));
    let next = 0;
    const work = async () => {
      while (next < live.length) {
        const i = next++;
        const d = live[i]!;
        const event = events.get(d.notification_id)!.facts.event;
        const body = await bodies[i]!;
        const result = await this.governor.run(() =>
          postPush(d, body, vapid, event === 'goal' || event === 'final' ? 'high' : 'normal'),
        );
        if (result.ok) sent.push(d);
        else if (result.gone) gone.push(d.subscription_id);
        else failed.push({ d, error: result.error, retry: result.retry });
      }
    };
    // Requests of the instance come first: fewer sends in flight while they wait behind them (platform/loop-lag.ts).
    this.governor.start();
    try {
      await Promise.all(Array.from({ length: Math.min(this.o.concurrency, live.length) }, work));
    } finally {
      this.governor.stop();
    }
    if (sent.length)
      await db().$executeRaw`
        DELETE FROM push_deliveries d
         USING unnest(${sent.map((s) => s.notification_id)}::int[], ${sent.map((s) => s.subscription_id)}::int[]) AS x(n, s)
         WHERE d.notification_id = x.n AND d.subscription_id = x.s`;
    if (gone.length) await db().$executeRaw`DELETE FROM push_subscriptions WHERE id = ANY(${gone}::int[])`;
    for (const { d, error, retry } of failed) {
      const last = !retry || d.attempts >= this.o.maxAttempts;
      const delayMs = this.o.backoffMs * 2 ** (d.attempts - 1);
      await db().$executeRaw`
        UPDATE push_deliveries
           SET status = ${last ? 'failed' : 'queued'}::"NotificationStatus", last_error = ${error.slice(0, 300)},
               next_attempt_at = (now() AT TIME ZONE 'UTC') + ${delayMs}::integer * interval '1 millisecond'
         WHERE notification_id = ${d.notification_id} AND subscription_id = ${d.subscription_id}`;
      if (last) this.o.logger?.warn({ subscription: d.subscription_id, error }, 'push: given up');
    }
    return claimed.length;
  }
}
