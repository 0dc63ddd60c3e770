// The notification outbox (docs/decisions/049-notification-outbox.md): notices queued in the transaction of their
// change, and the worker of every instance that claims, sends and marks them, each exactly once across instances.
import type { Logger } from 'pino';
import { type Prisma, db } from '../db/client';
import type { MailAttachment, MailTransport } from './mail';

type Tx = Prisma.TransactionClient;

/** The NOTIFY channel an enqueue wakes the workers on (heard by the instance's LISTEN connection, server/live). */
export const NOTICES_CHANNEL = 'portal_notices';

/** An attachment the worker draws when it sends (never in the request that queued the notice). */
export interface AttachmentRef {
  kind: string;
  [key: string]: unknown;
}

/** A mail as queued: rendered in its recipient's language, with an attachment to draw when sent. */
export interface MailPayload {
  subject: string;
  text: string;
  html?: string;
  attachment?: AttachmentRef;
}

export interface Notice {
  /** The recipient: a person (their address as it was when the notice was queued) and/or an address. */
  personId?: number | null;
  address: string;
  kind: string;
  payload: MailPayload;
  /** Unique: a notice with a key already queued (or sent) is not queued again. */
  dedupeKey: string;
}

/**
 * Queues notices inside the caller's transaction: a rolled-back change queues nothing, a committed one has its
 * notices stored with it. The NOTIFY reaches the workers at the commit. Answers how many were queued (not duplicates).
 */
export async function enqueueNotice(tx: Tx, notices: Notice | readonly Notice[]): Promise<number> {
  const list = Array.isArray(notices) ? (notices as readonly Notice[]) : [notices as Notice];
  if (list.length === 0) return 0;
  const now = new Date();
  const { count } = await tx.notification.createMany({
    data: list.map((n) => ({
      channel: 'mail',
      personId: n.personId ?? null,
      address: n.address,
      kind: n.kind,
      payload: n.payload as unknown as Prisma.InputJsonValue,
      dedupeKey: n.dedupeKey,
      nextAttemptAt: now,
      createdAt: now,
    })),
    skipDuplicates: true,
  });
  if (count > 0) await tx.$executeRaw`SELECT pg_notify(${NOTICES_CHANNEL}, '')`;
  return count;
}

/** Another channel's work done in the same rounds (push: server/domains/follows/push-delivery.ts). */
export interface ChannelRunner {
  /** One round: answers how much it did and whether more is due at once. */
  runOnce(): Promise<{ done: number; more: boolean }>;
}

export interface NoticeWorkerOptions {
  /** Channels besides mail, worked after the mails of each round. */
  channels?: ChannelRunner[];
  /** The mail transport of the moment (read at each send, so a test's transport set later is the one used). */
  transport: () => MailTransport;
  /** Draws an attachment by its kind; a kind without one fails the notice (and so retries). */
  attachments?: Record<string, (ref: AttachmentRef) => Promise<MailAttachment>>;
  logger?: Pick<Logger, 'warn' | 'error'>;
  /** Notices claimed at once. */
  batchSize?: number;
  /** Attempts before a notice is `failed`. */
  maxAttempts?: number;
  /** The first retry's delay; each further one doubles it. */
  backoffMs?: number;
  /** How long a claimed notice is held: an instance that died while sending leaves it to another after this. */
  leaseMs?: number;
  /** The poll between wake-ups (a NOTIFY lost with a dropped LISTEN connection is found by it). */
  pollMs?: number;
}

export const NOTICE_DEFAULTS = {
  batchSize: 50,
  maxAttempts: 6,
  backoffMs: 30_000,
  leaseMs: 5 * 60_000,
  pollMs: 5_000,
};

/** Sent notices (and failed ones) are deleted after this many days. */
export const NOTICE_RETENTION_DAYS = 30;
const PURGE_EVERY_MS = 60 * 60_000;

interface ClaimedRow {
  id: number;
  address: string | null;
  kind: string;
  payload: MailPayload;
  attempts: number;
}

export class NoticeWorker {
  private readonly options: Required<Omit<NoticeWorkerOptions, 'logger' | 'attachments' | 'channels'>> &
    Pick<NoticeWorkerOptions, 'logger' | 'attachments' | 'channels'>;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private lastPurge = 0;

  constructor(options: NoticeWorkerOptions) {
    this.options = { ...NOTICE_DEFAULTS, ...options };
  }

  /** Starts the loop: a round at once, then at each wake-up and poll. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.wake();
  }

  /** Stops the loop and waits for the round in flight (what it claimed is sent and marked). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** A notice was queued (NOTIFY): a round now, or right after the one running. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.loop().finally(() => {
      this.running = null;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
        return;
      }
      this.timer = setTimeout(() => this.wake(), this.options.pollMs);
      this.timer.unref();
    });
  }

  private async loop(): Promise<void> {
    try {
      while (!this.stopped) {
        const mails = await this.runOnce();
        const more = await this.runChannels();
        if (mails < this.options.batchSize && !more) break;
      }
      if (Date.now() - this.lastPurge >= PURGE_EVERY_MS) {
        this.lastPurge = Date.now();
        await purgeNotices();
      }
    } catch (error) {
      // The database away for a moment: the next poll tries again.
      this.options.logger?.warn({ err: error }, 'notices: round failed');
    }
  }

  /**
   * One batch: claims the due notices no other worker holds (FOR UPDATE SKIP LOCKED, then held by a lease), sends
   * each and marks it sent, or queues it again after a back-off (failed after the last attempt). Answers how many
   * it claimed.
   */
  async runOnce(): Promise<number> {
    const { batchSize, leaseMs } = this.options;
    const claimed = await db().$queryRaw<ClaimedRow[]>`
      UPDATE notifications n
         SET status = 'sending', attempts = n.attempts + 1,
             next_attempt_at = (now() AT TIME ZONE 'UTC') + ${leaseMs}::integer * interval '1 millisecond'
       WHERE n.id IN (SELECT id FROM notifications
                       WHERE status IN ('queued', 'sending') AND next_attempt_at <= (now() AT TIME ZONE 'UTC')
                         AND channel = 'mail'
                       ORDER BY next_attempt_at, id
                       LIMIT ${batchSize}
                       FOR UPDATE SKIP LOCKED)
      RETURNING n.id, n.address, n.kind, n.payload, n.attempts`;
    for (const row of claimed) await this.send(row);
    return claimed.length;
  }

  /** One round of every other channel: answers whether one of them has more due at once. */
  async runChannels(): Promise<boolean> {
    let more = false;
    for (const channel of this.options.channels ?? []) more = (await channel.runOnce()).more || more;
    return more;
  }

  /** Runs batches until none is due (tests, and a shutdown that wants the queue empty). */
  async drain(): Promise<void> {
    for (;;) {
      const mails = await this.runOnce();
      let done = 0;
      for (const channel of this.options.channels ?? []) done += (await channel.runOnce()).done;
      if (mails + done === 0) return;
    }
  }

  private async send(row: ClaimedRow): Promise<void> {
    try {
      if (!row.address) throw new Error('notice without an address');
      const { attachment, ...mail } = row.payload;
      const attachments = attachment ? [await this.attachment(attachment)] : undefined;
      await this.options.transport().send({ to: row.address, ...mail, ...(attachments ? { attachments } : {}) });
    } catch (error) {
      await this.failed(row, error);
      return;
    }
    await db().$executeRaw`
      UPDATE notifications SET status = 'sent', sent_at = (now() AT TIME ZONE 'UTC'), last_error = NULL
       WHERE id = ${row.id}`;
  }

  private attachment(ref: AttachmentRef): Promise<MailAttachment> {
    const draw = this.options.attachments?.[ref.kind];
    if (!draw) return Promise.reject(new Error(`no attachment of kind ${ref.kind}`));
    return draw(ref);
  }

  private async failed(row: ClaimedRow, error: unknown): Promise<void> {
    const { maxAttempts, backoffMs } = this.options;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const last = row.attempts >= maxAttempts;
    const delayMs = backoffMs * 2 ** (row.attempts - 1);
    await db().$executeRaw`
      UPDATE notifications
         SET status = ${last ? 'failed' : 'queued'}::"NotificationStatus", last_error = ${message},
             next_attempt_at = (now() AT TIME ZONE 'UTC') + ${delayMs}::integer * interval '1 millisecond'
       WHERE id = ${row.id}`;
    if (last) this.options.logger?.error({ err: error, notice: row.id, kind: row.kind }, 'notices: given up');
    else this.options.logger?.warn({ err: error, notice: row.id, kind: row.kind }, 'notices: send failed, retrying');
  }
}

/** Deletes notices sent (or given up) more than NOTICE_RETENTION_DAYS ago. Answers how many. */
export function purgeNotices(): Promise<number> {
  return db().$executeRaw`
    DELETE FROM notifications
     WHERE (status = 'sent' AND sent_at < (now() AT TIME ZONE 'UTC') - ${NOTICE_RETENTION_DAYS}::integer * interval '1 day')
        OR (status = 'failed' AND created_at < (now() AT TIME ZONE 'UTC') - ${NOTICE_RETENTION_DAYS}::integer * interval '1 day')`;
}

let baseUrl = 'http://localhost';

/** The portal's address in links of queued notices (PUBLIC_URL, else the local one), set once at start-up. */
export function setNoticeBaseUrl(url: string): void {
  baseUrl = url.replace(/\/$/, '');
}

/** A link into the portal for a notice's text: `path` starts with a slash. */
export const noticeLink = (path: string): string => `${baseUrl}${path}`;
