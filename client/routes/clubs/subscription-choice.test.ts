/**
 * @jest-environment node
 */
// docs/product.md#membership-rules: when the subscription changes, the billing interval is cleared if the new one does not offer it.
/// <reference types="jest" />
import { chooseSubscription } from './subscription-choice';

const options = [
  { id: 1, name: 'Aktiv', available_intervals: [1, 3, 6, 12] },
  { id: 3, name: 'Passiv', available_intervals: [12] },
];

describe('chooseSubscription', () => {
  it('keeps an interval the new subscription offers', () => {
    expect(chooseSubscription(options, { subscription_id: 1, billing_interval: 12 }, 3)).toEqual({
      subscription_id: 3,
      billing_interval: 12,
    });
  });
  it('clears an interval the new subscription does not offer', () => {
    expect(chooseSubscription(options, { subscription_id: 1, billing_interval: 3 }, 3)).toEqual({
      subscription_id: 3,
      billing_interval: null,
    });
  });
  it('clears both when nothing (or something unknown) is chosen', () => {
    expect(chooseSubscription(options, { subscription_id: 1, billing_interval: 3 }, null)).toEqual({
      subscription_id: null,
      billing_interval: null,
    });
    expect(chooseSubscription(options, { subscription_id: 1, billing_interval: 3 }, 99)).toEqual({
      subscription_id: null,
      billing_interval: null,
    });
  });
});
