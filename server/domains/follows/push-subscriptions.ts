// Web Push subscriptions: subscribe (or replace a browser's), read, change and end one by its token, a member's list.
// A guest's row holds the browser's endpoint and keys and what it wants to hear, nothing about the person.
import crypto from 'node:crypto';
import {
  MAX_SUBSCRIPTIONS_PER_PERSON,
  eventMask,
  type PushSubscribeDTO,
  type PushTopicDTO,
  type PushUpdateDTO,
} from '../../../shared/schemas/follows';
import { type Prisma, db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { pushTokenKey } from '../../platform/secrets';
import { pushEndpointProblem } from '../../platform/web-push';

type Tx = Prisma.TransactionClient;

const invalid = (path: string, message: string) =>
  new AppError('ValidationFailed', `${path}: ${message}`, { details: [{ path, code: 'custom', message }] });

let tokenKey: Promise<Buffer> | null = null;
const key = () => (tokenKey ??= pushTokenKey());

const mac = async (id: number) =>
  crypto
    .createHmac('sha256', await key())
    .update(`push-subscription:${id}`)
    .digest('base64url')
    .slice(0, 32);

/** The subscription's own secret: its id and a MAC of it, so nothing of it is stored and a dump reveals none. */
export async function pushToken(id: number): Promise<string> {
  return `${id}.${await mac(id)}`;
}

/** The subscription a token names, or null (a wrong MAC and a deleted subscription look the same). */
export async function idOfToken(token: string): Promise<number | null> {
  const [raw, given] = token.split('.');
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || !given) return null;
  const expected = Buffer.from(await mac(id));
  const actual = Buffer.from(given);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual) ? id : null;
}

export const SUBSCRIPTION_SELECT = {
  id: true,
  endpoint: true,
  personId: true,
  language: true,
  quietStart: true,
  quietEnd: true,
  createdAt: true,
  topics: { select: { target: true, targetId: true, events: true }, orderBy: [{ target: 'asc' }, { targetId: 'asc' }] },
} as const satisfies Prisma.PushSubscriptionSelect;
export type SubscriptionRow = Prisma.PushSubscriptionGetPayload<{ select: typeof SUBSCRIPTION_SELECT }>;

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Topics name teams, competitions and games that exist (once each). */
async function checkedTopics(tx: Tx, topics: PushTopicDTO[]) {
  const seen = new Set<string>();
  for (const topic of topics) {
    const k = `${topic.target}:${topic.id}`;
    if (seen.has(k)) throw invalid('topics', 'duplicate');
    seen.add(k);
  }
  const ids = (target: string) => topics.filter((t) => t.target === target).map((t) => t.id);
  const [teams, competitions, games] = await Promise.all([
    tx.team.count({ where: { id: { in: ids('team') } } }),
    tx.competition.count({ where: { id: { in: ids('competition') } } }),
    tx.game.count({ where: { id: { in: ids('game') } } }),
  ]);
  if (teams !== ids('team').length || competitions !== ids('competition').length || games !== ids('game').length)
    throw invalid('topics', 'notFound');
  return topics.map((t) => ({ target: t.target, targetId: t.id, events: eventMask(t.events) }));
}

function settings(input: PushUpdateDTO) {
  return {
    language: input.language,
    quietStart: input.quiet_hours ? minutes(input.quiet_hours.start) : null,
    quietEnd: input.quiet_hours ? minutes(input.quiet_hours.end) : null,
  };
}

/**
 * Subscribes a browser: the same endpoint again replaces its keys and settings (a browser that lost its token
 * subscribes anew). A member's is linked to them; a member keeps at most MAX_SUBSCRIPTIONS_PER_PERSON (the oldest go).
 */
export async function subscribe(input: PushSubscribeDTO, personId: number | null): Promise<SubscriptionRow> {
  const problem = pushEndpointProblem(input.endpoint);
  if (problem) throw invalid('endpoint', problem);
  return db().$transaction(async (tx) => {
    const topics = await checkedTopics(tx, input.topics);
    const data = { p256dh: input.keys.p256dh, auth: input.keys.auth, personId, ...settings(input), updatedAt: new Date() };
    const row = await tx.pushSubscription.upsert({
      where: { endpoint: input.endpoint },
      create: { endpoint: input.endpoint, ...data },
      update: data,
      select: { id: true },
    });
    await tx.pushTopic.deleteMany({ where: { subscriptionId: row.id } });
    await tx.pushTopic.createMany({ data: topics.map((t) => ({ ...t, subscriptionId: row.id })) });
    if (personId !== null) await keepNewest(tx, personId);
    return tx.pushSubscription.findUniqueOrThrow({ where: { id: row.id }, select: SUBSCRIPTION_SELECT });
  });
}

/** A member keeps their MAX_SUBSCRIPTIONS_PER_PERSON newest browsers; the oldest go. */
async function keepNewest(tx: Tx, personId: number): Promise<void> {
  const older = await tx.pushSubscription.findMany({
    where: { personId },
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    skip: MAX_SUBSCRIPTIONS_PER_PERSON,
    select: { id: true },
  });
  if (older.length) await tx.pushSubscription.deleteMany({ where: { id: { in: older.map((o) => o.id) } } });
}

export async function subscriptionOfToken(token: string): Promise<SubscriptionRow> {
  const id = await idOfToken(token);
  const row = id === null ? null : await db().pushSubscription.findUnique({ where: { id }, select: SUBSCRIPTION_SELECT });
  if (!row) throw notFound('Push subscription');
  return row;
}

/**
 * Changes a subscription by its token. A guest's changed by a signed-in member becomes theirs (the browser's guest
 * subscription joins the account at sign-in); one linked to a member stays theirs, whoever changes it.
 */
export async function updateSubscription(token: string, input: PushUpdateDTO, personId: number | null): Promise<SubscriptionRow> {
  const { id, personId: owner } = await subscriptionOfToken(token);
  const claims = owner === null && personId !== null;
  return db().$transaction(async (tx) => {
    const topics = await checkedTopics(tx, input.topics);
    await tx.pushSubscription.update({
      where: { id },
      data: { ...settings(input), updatedAt: new Date(), ...(claims ? { personId } : {}) },
    });
    if (claims) await keepNewest(tx, personId);
    await tx.pushTopic.deleteMany({ where: { subscriptionId: id } });
    await tx.pushTopic.createMany({ data: topics.map((t) => ({ ...t, subscriptionId: id })) });
    return tx.pushSubscription.findUniqueOrThrow({ where: { id }, select: SUBSCRIPTION_SELECT });
  });
}

/** One tap, no session: a valid token of a subscription already gone is fine too (the tap was made twice). */
export async function unsubscribe(token: string): Promise<void> {
  const id = await idOfToken(token);
  if (id === null) throw notFound('Push subscription');
  await db().pushSubscription.deleteMany({ where: { id } });
}

export function subscriptionsOfPerson(personId: number): Promise<SubscriptionRow[]> {
  return db().pushSubscription.findMany({ where: { personId }, orderBy: { id: 'asc' }, select: SUBSCRIPTION_SELECT });
}
