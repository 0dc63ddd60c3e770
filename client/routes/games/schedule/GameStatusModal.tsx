// Postpone (POST /games/{id}/postpone: a new kickoff or the date still open) or cancel (POST /games/{id}/cancel) a
// game, each with the reason that is shown with it on the public side.
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScheduledGameDTO } from '../../../../shared/schemas/games';
import { api } from '../../../api/endpoints';
import { formatGameDateTime } from '../../../lib/datetime';
import { useSchemaForm } from '../../../lib/form';
import { useSaving } from '../../../lib/use-saving';
import { cancelFormSchema, dayOf, postponeFormSchema, postponeRequest, timeOf, type PostponeValues } from './schedule-form';

interface Props {
  kind: 'postpone' | 'cancel';
  game: ScheduledGameDTO;
  onClose: () => void;
  onSaved: () => void;
}

export function GameStatusModal({ kind, game, onClose, onSaved }: Props) {
  const { t } = useTranslation('games');
  const [saving, whileSaving] = useSaving();
  const form = useSchemaForm<PostponeValues>(kind === 'postpone' ? postponeFormSchema : cancelFormSchema, {
    initialValues: { open: false, day: dayOf(game.kickoff_time), time: timeOf(game.kickoff_time), reason: '' },
  });
  const submit = form.onSubmit((values) =>
    whileSaving(async () => {
      if (kind === 'postpone') {
        const body = postponeRequest(values) as Parameters<typeof api.games.postpone>[0]['body'];
        await api.games.postpone({ params: { id: game.id }, body });
      } else {
        await api.games.cancel({ params: { id: game.id }, body: { reason: values.reason } });
      }
      onSaved();
    }),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(kind === 'postpone' ? 'schedule.postponeTitle' : 'schedule.cancelTitle', { number: game.number })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {game.home_team.name} – {game.away_team.name} · {formatGameDateTime(game.kickoff_time)}
          </Text>
          {kind === 'postpone' && (
            <>
              <Checkbox label={t('schedule.dateOpen')} {...form.getInputProps('open', { type: 'checkbox' })} />
              {!form.values.open && (
                <SimpleGrid cols={2} spacing="sm">
                  <TextInput
                    type="date"
                    label={t('schedule.fields.newDay')}
                    required
                    {...form.getInputProps('day')}
                    error={form.errors.kickoff_time}
                  />
                  <TextInput type="time" label={t('schedule.fields.time')} required {...form.getInputProps('time')} />
                </SimpleGrid>
              )}
            </>
          )}
          {kind === 'cancel' && (
            <Text size="sm" c="dimmed">
              {t('schedule.cancelHint')}
            </Text>
          )}
          <Textarea
            label={t('schedule.fields.reason')}
            required
            autosize
            minRows={2}
            maxLength={300}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('schedule.close')}
            </Button>
            <Button type="submit" loading={saving} color={kind === 'cancel' ? 'red' : undefined}>
              {t(kind === 'postpone' ? 'schedule.postpone' : 'schedule.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
