// /memberships/{playerID}/edit: jersey number (1 to 3 digits) and positions; only changed fields are sent.
import { Button, Chip, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { PLAYER_POSITIONS } from '../../../shared/constants';
import type { MembershipDTO, PlayerPositionName } from '../../../shared/schemas/memberships';
import { PlayerEditInput } from '../../../shared/schemas/players';
import { api } from '../../api/endpoints';
import { showSuccess } from '../../ui/toast';
import { useMembershipContext } from './context';
import { useSchemaForm } from '../../lib/form';
import { useSaving } from '../../lib/use-saving';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

type EditValues = { jersey_number: string; positions: PlayerPositionName[] };

/** Only changed fields are sent (and nothing changed is nothing to save). */
function changesOf(values: EditValues, membership: MembershipDTO): PlayerEditInput {
  const changes: PlayerEditInput = {};
  if (values.jersey_number !== (membership.jersey_number ?? ''))
    changes.jersey_number = values.jersey_number === '' ? null : values.jersey_number;
  if (!sameSet(values.positions, membership.positions)) changes.positions = values.positions;
  return changes;
}

export function MembershipEditPage() {
  const { t } = useTranslation('clubs');
  const navigate = useNavigate();
  const { membership, update } = useMembershipContext();
  const form = useSchemaForm<EditValues>(
    z.preprocess((values) => changesOf(values as EditValues, membership), PlayerEditInput),
    {
      initialValues: { jersey_number: membership.jersey_number ?? '', positions: membership.positions },
      validateInputOnChange: true,
      messages: { fields: { jersey_number: { invalid: t('membership.edit.jerseyInvalid') } } },
    },
  );
  const [saving, whileSaving] = useSaving();

  const save = async (values: EditValues) => {
    await whileSaving(async () => {
      const { data: next } = await api.players.update({ params: { id: membership.id }, body: changesOf(values, membership) });
      showSuccess(t('membership.saved'));
      await update(next);
      await navigate(`/memberships/${membership.id}/profile`);
    });
  };

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
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
          {...form.getInputProps('jersey_number')}
          onChange={(e) => form.setFieldValue('jersey_number', e.currentTarget.value.trim())}
        />
        <div>
          <Text size="sm" fw={500} mb={6} id="positions-label">
            {t('membership.edit.positions')}
          </Text>
          <Chip.Group
            multiple
            value={form.getValues().positions}
            onChange={(v) => form.setFieldValue('positions', v as PlayerPositionName[])}
          >
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
          <Button type="submit" disabled={!form.isValid()} loading={saving}>
            {t('membership.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
