// /memberships/{playerID}/subscription: change subscription and billing interval ('Abonnement gespeichert!').
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MembershipDTO } from '../../../shared/schemas/memberships';
import { SubscriptionChangeInput } from '../../../shared/schemas/players';
import { api } from '../../api/client';
import { showSuccess } from '../../ui/toast';
import { SubscriptionFields, type SubscriptionChoice } from '../clubs/SubscriptionFields';
import { useMembershipContext } from './context';
import { useSaving } from '../../lib/use-saving';

export function MembershipSubscriptionPage() {
  const { t } = useTranslation('clubs');
  const navigate = useNavigate();
  const { membership, update } = useMembershipContext();
  const initial: SubscriptionChoice = {
    subscription_id: membership.subscription?.id ?? null,
    billing_interval: membership.subscription?.billing_interval ?? null,
  };
  const [choice, setChoice] = useState<SubscriptionChoice>(initial);
  const [saving, whileSaving] = useSaving();
  const changed = choice.subscription_id !== initial.subscription_id || choice.billing_interval !== initial.billing_interval;
  const valid = SubscriptionChangeInput.safeParse(choice).success;

  if (membership.available_subscriptions.length === 0) return <Text c="dimmed">{t('membership.subscription.none')}</Text>;

  const save = async () => {
    await whileSaving(async () => {
      const next = await api.put<MembershipDTO>(`/api/players/${membership.id}`, choice);
      showSuccess(t('membership.subscription.saved'));
      await update(next);
      await navigate(`/memberships/${membership.id}/profile`);
    });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && changed) void save();
      }}
      noValidate
    >
      <Stack gap="md" maw={640}>
        <Title order={2} size="h4">
          {t('membership.subscription.title')}
        </Title>
        <SubscriptionFields options={membership.available_subscriptions} value={choice} onChange={setChoice} />
        <Group>
          <Button type="submit" disabled={!valid || !changed} loading={saving}>
            {t('membership.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
