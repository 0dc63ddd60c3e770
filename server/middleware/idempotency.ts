// Idempotency-Key for calls a client retries: process starts, joins, registration, member creation. A
// change could commit and still answer 503 during an outage, and the retry met 409 ProcessAlreadyOpen. With the
// header, the change and its answer commit in one transaction (idempotent_requests), so a retry gets the first answer.
import crypto from 'node:crypto';
import type { Request } from 'express';
import { db, runWithClient, type Db, type HeldClient, type Prisma } from '../db/client';
import { AppError } from '../errors';
import { runInBackground } from '../platform/background';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** A stored answer is replayed for this long; older keys are forgotten (and swept). */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A first attempt still unanswered after this long died with its transaction (which had committed nothing). */
const ABANDONED_AFTER_S = 60;
/** The request's transaction: longer than a statement (DB_STATEMENT_TIMEOUT_MS), shorter than ABANDONED_AFTER_S. */
const TRANSACTION_TIMEOUT_MS = 30_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/** A client's key: a UUID or another opaque token of letters, digits, '-' and '_'. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** Whose key it is: the signed-in person, or for registration (no one yet) the caller's IP. */
export type IdempotencyScope = 'user' | 'ip';

let lastSweep = 0;

/** The transaction client, usable as db() by the services (a nested $transaction runs inside it). */
function asClient(tx: Prisma.TransactionClient): Db {
  const client: Db = new Proxy(tx, {
    get(target, prop) {
      if (prop === '$transaction') {
        return async (arg: unknown) => {
          if (typeof arg === 'function') return (arg as (c: Db) => unknown)(client);
          const results: unknown[] = [];
          for (const query of arg as Promise<unknown>[]) results.push(await query);
          return results;
        };
      }
      const value = (target as unknown as Record<string | symbol, unknown>)[prop];
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  }) as unknown as Db;
  return client;
}

type Claim = { kind: 'claimed' } | { kind: 'reused' } | { kind: 'inFlight' } | { kind: 'replay'; status: number; body: unknown };

/** Takes the key (new, expired or abandoned), or tells what the first attempt with it left. */
async function claim(key: string, hash: string): Promise<Claim> {
  const taken = await db().$queryRaw<{ key: string }[]>`
    INSERT INTO idempotent_requests (key, request_hash, created_at) VALUES (${key}, ${hash}, LOCALTIMESTAMP)
    ON CONFLICT (key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status = NULL, body = NULL, created_at = LOCALTIMESTAMP
      WHERE idempotent_requests.created_at < LOCALTIMESTAMP - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
         OR (idempotent_requests.status IS NULL AND idempotent_requests.request_hash = EXCLUDED.request_hash
             AND idempotent_requests.created_at < LOCALTIMESTAMP - make_interval(secs => ${ABANDONED_AFTER_S}))
    RETURNING key`;
  if (taken.length > 0) return { kind: 'claimed' };
  const row = await db().idempotentRequest.findUnique({ where: { key } });
  // Gone meanwhile (the first attempt failed and gave the key back): this one may take it.
  if (!row) return claim(key, hash);
  if (row.requestHash !== hash) return { kind: 'reused' };
  if (row.status === null) return { kind: 'inFlight' };
  return { kind: 'replay', status: row.status, body: row.body };
}

/** A failed first attempt gives its key back (if the database is away, the key is abandoned after a minute). */
async function release(key: string): Promise<void> {
  await db()
    .idempotentRequest.deleteMany({ where: { key, status: null } })
    .catch(() => undefined);
}

function sweepNowAndThen(): void {
  const now = Date.now();
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  runInBackground(
    async () => {
      await db().$executeRaw`DELETE FROM idempotent_requests
        WHERE created_at < LOCALTIMESTAMP - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;
    },
    () => undefined,
  );
}

/** A success as it is sent and kept: the status and the JSON body (null for an empty answer). */
export interface KeptAnswer {
  status: number;
  body: unknown;
}

/**
 * The answer of a call that changes state, for an endpoint declared `idempotent` (server/http/implement.ts calls it
 * when the request carries the header). The first call with a key runs `produce` in one transaction with the stored
 * answer; the same key and body again resolves with the stored answer (`replayed`) without running it; another body
 * is 422 IdempotencyKeyReused, a first attempt still running 409 IdempotencyKeyInFlight. An error commits nothing
 * and gives the key back, so it may be sent again.
 */
export async function idempotentAnswer(
  req: Request,
  scope: IdempotencyScope,
  produce: () => Promise<KeptAnswer>,
): Promise<KeptAnswer & { replayed: boolean }> {
  const header = req.get(IDEMPOTENCY_HEADER) ?? '';
  if (!KEY_PATTERN.test(header)) throw new AppError('ValidationFailed', `Invalid ${IDEMPOTENCY_HEADER}`);
  const caller = scope === 'user' && req.user ? `u${req.user.id}` : `ip${req.ip ?? ''}`;
  const route = `${req.method} ${req.baseUrl}${(req.route as { path?: string } | undefined)?.path ?? req.path}`;
  const key = `${caller}|${route}|${header}`;
  const hash = crypto
    .createHash('sha256')
    .update(JSON.stringify([req.method, req.originalUrl, req.body ?? null]))
    .digest('hex');

  const found = await claim(key, hash);
  if (found.kind === 'reused') throw new AppError('IdempotencyKeyReused', 'This key was used for another request');
  if (found.kind === 'inFlight') throw new AppError('IdempotencyKeyInFlight', 'The first request with this key still runs');
  if (found.kind === 'replay') return { status: found.status, body: found.body, replayed: true };
  sweepNowAndThen();

  const held: HeldClient = { client: null };
  try {
    // The answer is sent only once it is committed together with the change.
    const answer = await db().$transaction(
      async (tx) => {
        held.client = asClient(tx);
        let produced: KeptAnswer;
        try {
          produced = await runWithClient(held, produce);
        } finally {
          held.client = null;
        }
        await tx.idempotentRequest.update({
          where: { key },
          data: { status: produced.status, body: JSON.parse(JSON.stringify(produced.body ?? null)) as Prisma.InputJsonValue },
        });
        return produced;
      },
      { maxWait: 5_000, timeout: TRANSACTION_TIMEOUT_MS },
    );
    return { ...answer, replayed: false };
  } catch (error) {
    await release(key);
    throw error;
  }
}
