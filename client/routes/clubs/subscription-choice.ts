// Subscription and billing interval as one choice; a new subscription keeps the interval only if it offers it.
import type { SubscriptionOptionDTO } from '../../../shared/schemas/clubs';

export interface SubscriptionChoice {
  subscription_id: number | null;
  billing_interval: number | null;
}

/** The choice after picking another subscription: the interval stays only if the new one offers it. */
export function chooseSubscription(
  options: SubscriptionOptionDTO[],
  current: SubscriptionChoice,
  id: number | null,
): SubscriptionChoice {
  const next = options.find((s) => s.id === id);
  const keep = next && current.billing_interval !== null && next.available_intervals.includes(current.billing_interval);
  return { subscription_id: next?.id ?? null, billing_interval: keep ? current.billing_interval : null };
}
