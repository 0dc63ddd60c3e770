// An admin with players.changeClub starts a club switch for a member (docs/product.md#process-types): a move process with the team
// cleared, which the approvers then decide on ('Wechsel beantragt!').
import { Button, Card, Group, Select, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import type { PlayerDTO } from '../../../shared/schemas/persons';
import { api } from '../../api/endpoints';
import { refreshApprovableCount } from '../../api/process-badge';
import { showSuccess } from '../../ui/toast';
import { personKey, useAdminOptions } from './api';
import { useSaving } from '../../lib/use-saving';

export function PlayerSwitchCard({ personId, membership }: { personId: number; membership: PlayerDTO }) {
  const { t } = useTranslation('admin');
  const { data: options } = useAdminOptions();
  const [clubId, setClubId] = useState<string | null>(null);
  const [saving, whileSaving] = useSaving();
  const clubs = (options?.search.clubs ?? []).filter((c) => c.name !== membership.club_name);

  const submit = async () => {
    if (!clubId) return;
    await whileSaving(async () => {
      const { data: saved } = await api.players.adminUpdate({
        params: { id: membership.id },
        body: { club_id: Number(clubId), team_id: null },
      });
      await mutate(personKey(personId), saved, { revalidate: false });
      showSuccess(t('player.switched'));
      // A switch starts a process (unless carried out at once): the badge counts it.
      void refreshApprovableCount();
      setClubId(null);
    });
  };

  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb={4}>
        {t('player.switchTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('player.switchText')}
      </Text>
      <Group align="flex-end" gap="xs">
        <Select
          label={t('player.switchClub')}
          searchable
          data={clubs.map((c) => ({ value: String(c.id), label: c.name }))}
          value={clubId}
          onChange={setClubId}
          w={320}
        />
        <Button onClick={() => void submit()} disabled={!clubId} loading={saving}>
          {t('player.switchSubmit')}
        </Button>
      </Group>
    </Card>
  );
}
