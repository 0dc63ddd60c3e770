// /api/push/...: the VAPID key, subscribing a browser, and a subscription read, changed or ended by its token.
import { contract } from '../../../shared/contract';
import type { Config } from '../../config';
import { implement, type Route } from '../../http/implement';
import { userId } from '../../middleware/auth';
import { limiter } from '../../middleware/rate-limit';
import { vapidKeys } from '../../platform/secrets';
import { setPushAllowLocal } from '../../platform/web-push';
import { presentSubscription } from './presenter';
import {
  pushToken,
  subscribe,
  subscriptionOfToken,
  subscriptionsOfPerson,
  unsubscribe,
  updateSubscription,
  type SubscriptionRow,
} from './push-subscriptions';

/** Subscribing per client address: a browser subscribes once and again when its subscription changes. */
const subscribeLimit = limiter({ name: 'push-subscribe', windowMs: 15 * 60_000, limit: 60 });

const answer = async (row: SubscriptionRow) => ({ data: presentSubscription(row, await pushToken(row.id)) });

export function pushRoutes(config: Config): Route[] {
  setPushAllowLocal(config.pushAllowLocal);
  return implement(contract.push, {
    key: async () => ({ data: { public_key: (await vapidKeys()).publicKey } }),
    subscribe: {
      use: [subscribeLimit],
      // A guest's subscription names nobody; a member's is linked to them (their "My data", erased with them).
      handle: async ({ body }, req) => answer(await subscribe(body, req.user?.id ?? null)),
    },
    mine: async (_input, req) => {
      const rows = await subscriptionsOfPerson(userId(req));
      return { data: await Promise.all(rows.map(async (row) => presentSubscription(row, await pushToken(row.id)))) };
    },
    get: async ({ params }) => answer(await subscriptionOfToken(params.token)),
    update: async ({ params, body }, req) => answer(await updateSubscription(params.token, body, req.user?.id ?? null)),
    unsubscribe: async ({ params }) => {
      await unsubscribe(params.token);
      return { data: {} };
    },
  });
}
