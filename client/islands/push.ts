// Web Push in the browser (decision 056): whether it can work here, subscribing with the server's VAPID key, the
// subscription's token kept in the browser, changing what arrives, unsubscribing. Plain TypeScript without React or the
// app's API client: the public pages' small scripts import it too.
import type { PushEvent, PushSubscribeDTO, PushSubscriptionDTO, PushTopicDTO, PushUpdateDTO } from '../../shared/schemas/follows';

/**
 * PUSH_EVENTS and MAX_TOPICS of shared/schemas/follows.ts, copied: importing that module brings zod along, too heavy for
 * a public page's small script (follows-push.test.ts keeps the copies equal).
 */
export const ALL_PUSH_EVENTS: readonly PushEvent[] = ['kickoff', 'goal', 'period', 'final', 'schedule', 'lineup'];
export const TOPICS_LIMIT = 50;

/** How long the browser's push service may take to subscribe. */
const SUBSCRIBE_WAIT_MS = 10_000;

/** Where this browser's subscription token is kept (it manages the subscription without a session). */
export const PUSH_TOKEN_KEY = 'portal.push-token';

/** What this browser allows: push works, the reader said no, or the browser has no push at all. */
export type PushSupport = 'unsupported' | 'denied' | 'ask' | 'granted';

export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window) ||
    !window.isSecureContext
  )
    return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' ? 'granted' : 'ask';
}

/** Why subscribing did not work: the reader refused, the browser cannot, or its push service did not answer. */
export class PushFailure extends Error {
  constructor(
    readonly reason: 'denied' | 'unsupported' | 'service' | 'server',
    message: string,
  ) {
    super(message);
  }
}

export function pushToken(): string | null {
  try {
    return window.localStorage.getItem(PUSH_TOKEN_KEY);
  } catch {
    return null;
  }
}

function keepToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(PUSH_TOKEN_KEY, token);
    else window.localStorage.removeItem(PUSH_TOKEN_KEY);
  } catch {
    // Storage blocked: the subscription still works, this page only cannot manage it later.
  }
}

async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw Object.assign(new PushFailure('server', `${method} ${path}: ${response.status}`), { status: response.status });
  return ((await response.json()) as { data: T }).data;
}

const tokenPath = (token: string) => `/api/push/subscriptions/${encodeURIComponent(token)}`;

/** The VAPID public key (base64url) as the bytes pushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The registration of the app's worker (client/lib/offline.ts registers it); null when none comes. */
async function workerRegistration(waitMs = 10_000): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing?.active) return existing;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => window.setTimeout(() => resolve(null), waitMs)),
  ]);
}

/**
 * Asks for permission, subscribes this browser at its push service and registers it with the portal (a member's
 * is linked to them by the session). Keeps the token; answers the subscription as the server stored it.
 */
export async function subscribePush(settings: PushUpdateDTO): Promise<PushSubscriptionDTO> {
  if (pushSupport() === 'unsupported') throw new PushFailure('unsupported', 'no Web Push in this browser');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushFailure('denied', `notifications ${permission}`);
  const registration = await workerRegistration();
  if (!registration) throw new PushFailure('unsupported', 'no service worker');
  const { public_key } = await call<{ public_key: string }>('GET', '/api/push/key');
  let subscription: PushSubscription;
  try {
    // A browser whose push service cannot be reached may never answer: after a while that is a failure too.
    subscription = await Promise.race([
      registration.pushManager
        .getSubscription()
        .then(
          (existing) =>
            existing ?? registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }),
        ),
      new Promise<never>((_resolve, reject) =>
        window.setTimeout(() => reject(new Error('the push service did not answer')), SUBSCRIBE_WAIT_MS),
      ),
    ]);
  } catch (error) {
    throw new PushFailure('service', error instanceof Error ? error.message : String(error));
  }
  const json = subscription.toJSON();
  const body: PushSubscribeDTO = {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    ...settings,
  };
  const stored = await call<PushSubscriptionDTO>('POST', '/api/push/subscriptions', body);
  keepToken(stored.token);
  return stored;
}

/**
 * After a sign-in: this browser's subscription, made by a guest, is changed once with the session (settings as they are),
 * which links it to the member (their devices on the notifications page, "My data", erased with the account).
 * Nothing without one; a failure leaves it a guest's and never stops the sign-in.
 */
export async function linkPushToAccount(): Promise<boolean> {
  try {
    const stored = await readPush();
    if (!stored || stored.member) return false;
    // Changed by the signed-in member, a guest's subscription becomes theirs (PUT /api/push/subscriptions/{token}).
    return (await updatePush(stored.token, settingsOf(stored))).member;
  } catch {
    return false;
  }
}

/** This browser's subscription, or null when it has none or the token no longer names one (then forgotten). */
export async function readPush(token = pushToken()): Promise<PushSubscriptionDTO | null> {
  if (!token) return null;
  try {
    return await call<PushSubscriptionDTO>('GET', tokenPath(token));
  } catch (error) {
    if ((error as { status?: number }).status === 404 || (error as { status?: number }).status === 400) {
      if (token === pushToken()) keepToken(null);
      return null;
    }
    throw error;
  }
}

/** New topics and events, quiet hours or language for a subscription (this browser's or, for a member, another). */
export function updatePush(token: string, settings: PushUpdateDTO): Promise<PushSubscriptionDTO> {
  return call<PushSubscriptionDTO>('PUT', tokenPath(token), settings);
}

/** Ends a subscription; this browser's also at its push service, and its token is forgotten. */
export async function unsubscribePush(token: string): Promise<void> {
  await call('DELETE', tokenPath(token));
  if (token !== pushToken()) return;
  keepToken(null);
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  await (await registration?.pushManager.getSubscription())?.unsubscribe().catch(() => false);
}

const settingsOf = (s: PushSubscriptionDTO): PushUpdateDTO => ({
  language: s.language,
  quiet_hours: s.quiet_hours,
  topics: s.topics,
});

/**
 * A new follow reaches this browser's subscription at once, with every event (the notifications page narrows them);
 * an ended follow leaves it. Without a subscription there is nothing to change.
 */
export async function followInPush(target: PushTopicDTO['target'], id: number, following: boolean): Promise<void> {
  const token = pushToken();
  const current = token ? await readPush(token) : null;
  if (!token || !current) return;
  const others = current.topics.filter((t) => t.target !== target || t.id !== id);
  if (!following && others.length === current.topics.length) return;
  const topics = following ? [...others, { target, id, events: [...ALL_PUSH_EVENTS] }].slice(-TOPICS_LIMIT) : others;
  await updatePush(token, { ...settingsOf(current), topics });
}
