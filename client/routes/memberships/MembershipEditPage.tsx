// /memberships/{playerID}/edit: jersey number (1 to 3 digits) and positions; only changed fields are sent.
import { Button, Chip, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PLAYER_POSITIONS } from '../../../shared/constants';
import type { MembershipDTO, PlayerPositionName } from '../../../shared/schemas/memberships';
import { JerseyNumber, PlayerEditInput } from '../../../shared/schemas/players';
import { api } from '../../api/client';
import { showSuccess } from '../../ui/toast';
import { useMembershipContext } from './context';
import { useSaving } from '../../lib/use-saving';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

export function MembershipEditPage() {
  const { t } = useTranslation('clubs');
  const navigate = useNavigate();
  const { membership, update } = useMembershipContext();
  const [jersey, setJersey] = useState(membership.jersey_number ?? '');
  const [positions, setPositions] = useState<PlayerPositionName[]>(membership.positions);
  const [saving, whileSaving] = useSaving();

  const changes: PlayerEditInput = {};
  if (jersey !== (membership.jersey_number ?? '')) changes.jersey_number = jersey === '' ? null : jersey;
  if (!sameSet(positions, membership.positions)) changes.positions = positions;
  const jerseyError = jersey !== '' && !JerseyNumber.safeParse(jersey).success ? t('membership.edit.jerseyInvalid') : null;
  const valid = PlayerEditInput.safeParse(changes).success && !jerseyError;

  const save = async () => {
    await whileSaving(async () => {
      const next = await api.put<MembershipDTO>(`/api/players/${membership.id}`, changes);
      showSuccess(t('membership.saved'));
      await update(next);
      await navigate(`/memberships/${membership.id}/profile`);
    });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void save();
      }}
      noValidate
    >
      <Stack gap="md" maw={520}>
        <Title order={2} size="h4">
          {t('membership.edit.title')}
        </Title>
        <TextInput
          label={t('membership.edit.jersey')}
          description={t('membership.edit.jerseyHint')}
          inputMode="numeric"
          maxLength={3}
          w={160}
          value={jersey}
          error={jerseyError}
          onChange={(e) => setJersey(e.currentTarget.value.trim())}
        />
        <div>
          <Text size="sm" fw={500} mb={6} id="positions-label">
            {t('membership.edit.positions')}
          </Text>
          <Chip.Group multiple value={positions} onChange={(v) => setPositions(v as PlayerPositionName[])}>
            <Group gap="xs" role="group" aria-labelledby="positions-label">
              {PLAYER_POSITIONS.map((p) => (
                <Chip key={p} value={p}>
                  {t(`positions.${p}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
        <Group>
          <Button type="submit" disabled={!valid} loading={saving}>
            {t('membership.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
