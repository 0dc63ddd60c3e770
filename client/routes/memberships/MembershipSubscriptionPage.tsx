// /memberships/{playerID}/subscription: change subscription and billing interval ('Abonnement gespeichert!').
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubscriptionChangeInput } from '../../../shared/schemas/players';
import { api } from '../../api/endpoints';
import { showSuccess } from '../../ui/toast';
import { SubscriptionFields } from '../clubs/SubscriptionFields';
import { useMembershipContext } from './context';
import { useSchemaForm } from '../../lib/form';
import { useSaving } from '../../lib/use-saving';

export function MembershipSubscriptionPage() {
  const { t } = useTranslation('clubs');
  const navigate = useNavigate();
  const { membership, update } = useMembershipContext();
  const form = useSchemaForm<{ subscription_id: number | null; billing_interval: number | null }>(SubscriptionChangeInput, {
    initialValues: {
      subscription_id: membership.subscription?.id ?? null,
      billing_interval: membership.subscription?.billing_interval ?? null,
    },
  });
  const [saving, whileSaving] = useSaving();
  const choice = form.getValues();

  if (membership.available_subscriptions.length === 0) return <Text c="dimmed">{t('membership.subscription.none')}</Text>;

  const save = async (values: typeof choice) => {
    await whileSaving(async () => {
      const { data: next } = await api.players.update({
        params: { id: membership.id },
        body: SubscriptionChangeInput.parse(values),
      });
      showSuccess(t('membership.subscription.saved'));
      await update(next);
      await navigate(`/memberships/${membership.id}/profile`);
    });
  };

  return (
    <form onSubmit={form.onSubmit((values) => void (form.isDirty() && save(values)))} noValidate>
      <Stack gap="md" maw={640}>
        <Title order={2} size="h4">
          {t('membership.subscription.title')}
        </Title>
        <SubscriptionFields
          options={membership.available_subscriptions}
          value={choice}
          onChange={(next) => form.setValues(next)}
        />
        <Group>
          <Button type="submit" disabled={!form.isValid() || !form.isDirty()} loading={saving}>
            {t('membership.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
