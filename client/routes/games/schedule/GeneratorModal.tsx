// The round-robin generator of a group (POST /groups/{id}/schedule): options, a preview (dry run) of every game,
// then the whole schedule written at once.
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, today } from '../../../../shared/clock';
import type { GroupDTO } from '../../../../shared/schemas/competitions';
import type { ScheduleResultDTO } from '../../../../shared/schemas/games';
import { api } from '../../../api/endpoints';
import { formatGameDate, formatGameTime } from '../../../lib/datetime';
import { useSchemaForm } from '../../../lib/form';
import { useSaving } from '../../../lib/use-saving';
import { generatorFormSchema, generatorRequest, type GeneratorValues } from './schedule-form';

interface Props {
  group: GroupDTO;
  hasGames: boolean;
  onClose: () => void;
  onSaved: () => void;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function GeneratorModal({ group, hasGames, onClose, onSaved }: Props) {
  const { t } = useTranslation('games');
  const [saving, whileSaving] = useSaving();
  const [preview, setPreview] = useState<ScheduleResultDTO | null>(null);
  const wide = useMediaQuery('(min-width: 36em)', true);
  const form = useSchemaForm<GeneratorValues>(generatorFormSchema, {
    initialValues: {
      double: true,
      start_date: addDays(today(), 7),
      weekday: '6',
      time: '15:00',
      interval_days: 7,
      home_field: false,
      replace: false,
    },
    onValuesChange: () => setPreview(null),
  });

  const send = (dryRun: boolean) =>
    form.onSubmit((values) =>
      whileSaving(async () => {
        const body = generatorRequest(values, dryRun) as Parameters<typeof api.games.schedule>[0]['body'];
        const answer = await api.games.schedule({ params: { id: group.id }, body });
        if (dryRun) setPreview(answer.data);
        else onSaved();
      }),
    )();

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('schedule.generator.title', { group: group.name ?? '' })}
      size="xl"
      fullScreen={!wide}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('schedule.generator.intro', { count: group.teams.length })}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
          <TextInput type="date" label={t('schedule.generator.startDate')} required {...form.getInputProps('start_date')} />
          <Select
            label={t('schedule.generator.weekday')}
            data={WEEKDAYS.map((d) => ({ value: String(d), label: t(`schedule.weekdays.${d}`) }))}
            allowDeselect={false}
            {...form.getInputProps('weekday')}
          />
          <TextInput type="time" label={t('schedule.fields.time')} required {...form.getInputProps('time')} />
          <NumberInput
            label={t('schedule.generator.interval')}
            min={1}
            max={60}
            allowDecimal={false}
            {...form.getInputProps('interval_days')}
          />
        </SimpleGrid>
        <Group gap="lg" wrap="wrap">
          <Checkbox label={t('schedule.generator.double')} {...form.getInputProps('double', { type: 'checkbox' })} />
          <Checkbox label={t('schedule.generator.homeField')} {...form.getInputProps('home_field', { type: 'checkbox' })} />
          {hasGames && (
            <Checkbox label={t('schedule.generator.replace')} {...form.getInputProps('replace', { type: 'checkbox' })} />
          )}
        </Group>
        {hasGames && !form.values.replace && (
          <Alert color="yellow" variant="light">
            {t('schedule.generator.hasGames')}
          </Alert>
        )}
        {preview && (
          <>
            <Text size="sm" fw={600} data-testid="generator-summary">
              {t('schedule.generator.previewCount', { count: preview.games.length })}
              {preview.replaced > 0 ? ` ${t('schedule.generator.replacedCount', { count: preview.replaced })}` : ''}
            </Text>
            <ScrollArea.Autosize mah={wide ? 320 : undefined} type="auto">
              {wide ? (
                <Table striped verticalSpacing={4} fz="sm" data-testid="generator-preview">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('schedule.generator.round')}</Table.Th>
                      <Table.Th>{t('schedule.columns.number')}</Table.Th>
                      <Table.Th>{t('schedule.columns.date')}</Table.Th>
                      <Table.Th>{t('schedule.columns.game')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.games.map((g) => (
                      <Table.Tr key={g.number} data-testid="generator-game">
                        <Table.Td>{g.round}</Table.Td>
                        <Table.Td>{g.number}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {formatGameDate(g.kickoff_time)} {formatGameTime(g.kickoff_time)}
                        </Table.Td>
                        <Table.Td>
                          {g.home_team_name} – {g.away_team_name}
                          {g.location ? (
                            <Text span size="xs" c="dimmed">
                              {' '}
                              · {g.location}
                            </Text>
                          ) : null}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : (
                <Stack gap={6} data-testid="generator-preview">
                  {preview.games.map((g) => (
                    <div key={g.number} data-testid="generator-game">
                      <Text size="xs" c="dimmed">
                        {t('schedule.generator.round')} {g.round} · #{g.number} · {formatGameDate(g.kickoff_time)}{' '}
                        {formatGameTime(g.kickoff_time)}
                      </Text>
                      <Text size="sm">
                        {g.home_team_name} – {g.away_team_name}
                        {g.location ? ` · ${g.location}` : ''}
                      </Text>
                    </div>
                  ))}
                </Stack>
              )}
            </ScrollArea.Autosize>
          </>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('schedule.close')}
          </Button>
          <Button variant="light" loading={saving && !preview} onClick={() => send(true)}>
            {t('schedule.generator.preview')}
          </Button>
          <Button loading={saving && Boolean(preview)} disabled={!preview} onClick={() => send(false)}>
            {t('schedule.generator.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
