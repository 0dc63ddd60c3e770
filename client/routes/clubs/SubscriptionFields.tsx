// Subscription and billing interval (docs/product.md#validation): the interval is disabled until a subscription is chosen and
// cleared when the newly chosen subscription does not offer it. Used by the join and the subscription pages.
import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionOptionDTO } from '../../../shared/schemas/clubs';
import { chooseSubscription, type SubscriptionChoice } from './subscription-choice';

export type { SubscriptionChoice };

export function SubscriptionFields({
  options,
  value,
  onChange,
}: {
  options: SubscriptionOptionDTO[];
  value: SubscriptionChoice;
  onChange: (next: SubscriptionChoice) => void;
}) {
  const { t } = useTranslation('clubs');
  const chosen = options.find((s) => s.id === value.subscription_id);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('join.subscription')}
        placeholder={t('join.subscriptionPlaceholder')}
        required
        data={options.map((s) => ({ value: String(s.id), label: s.name }))}
        value={value.subscription_id === null ? null : String(value.subscription_id)}
        onChange={(v) => onChange(chooseSubscription(options, value, v === null ? null : Number(v)))}
        allowDeselect={false}
      />
      <Select
        label={t('join.interval')}
        placeholder={t('join.intervalPlaceholder')}
        required
        disabled={!chosen}
        data={(chosen?.available_intervals ?? []).map((n) => ({ value: String(n), label: t('interval', { count: n }) }))}
        value={value.billing_interval === null ? null : String(value.billing_interval)}
        onChange={(v) => onChange({ ...value, billing_interval: v === null ? null : Number(v) })}
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
