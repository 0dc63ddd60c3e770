// A game's create and edit form (POST /competitions/{id}/games, PUT /games/{id}): number, day and time on the
// association's clock, group, home and away team of the group, a field of the home club or a free-text place.
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../../shared/contract';
import type { CompetitionDTO, GroupDTO } from '../../../../shared/schemas/competitions';
import type { ScheduledGameDTO } from '../../../../shared/schemas/games';
import { api, useData } from '../../../api/endpoints';
import { useSchemaForm } from '../../../lib/form';
import { useSaving } from '../../../lib/use-saving';
import { gameFormSchema, gameRequest, gameValues, type GameValues } from './schedule-form';

interface Props {
  competition: CompetitionDTO;
  groups: GroupDTO[];
  game: ScheduledGameDTO | null;
  groupId: number | null;
  nextNumber: number;
  onClose: () => void;
  onSaved: () => void;
}

export function GameFormModal({ competition, groups, game, groupId, nextNumber, onClose, onSaved }: Props) {
  const { t } = useTranslation('games');
  const [saving, whileSaving] = useSaving();
  const form = useSchemaForm<GameValues>(gameFormSchema, {
    initialValues: { ...gameValues(game, groupId ?? groups[0]?.id ?? null), ...(game ? {} : { number: nextNumber }) },
  });
  const group = groups.find((g) => String(g.id) === form.values.group_id) ?? null;
  const teams = (group?.teams ?? []).map((team) => ({ value: String(team.id), label: team.name }));
  const homeClubId = group?.teams.find((team) => String(team.id) === form.values.home_team_id)?.club.id ?? null;
  const { data: club } = useData(
    contract.clubs.get,
    homeClubId ? { params: { id: homeClubId }, query: { include: 'fields' } } : null,
  );
  const fields = (club?.fields ?? []).map((f) => ({ value: String(f.id), label: f.name }));

  const submit = form.onSubmit((values) =>
    whileSaving(async () => {
      const body = gameRequest(values) as Parameters<typeof api.games.create>[0]['body'];
      if (game) await api.games.update({ params: { id: game.id }, body });
      else await api.games.create({ params: { id: competition.id }, body });
      onSaved();
    }),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={game ? t('schedule.editTitle', { number: game.number }) : t('schedule.newGame')}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput
              label={t('schedule.fields.number')}
              min={1}
              allowDecimal={false}
              required
              {...form.getInputProps('number')}
            />
            <TextInput
              type="date"
              label={t('schedule.fields.day')}
              required
              {...form.getInputProps('day')}
              error={form.errors.day ?? form.errors.kickoff_time}
            />
            <TextInput type="time" label={t('schedule.fields.time')} required {...form.getInputProps('time')} />
          </SimpleGrid>
          <Select
            label={t('schedule.group')}
            data={groups.map((g) => ({ value: String(g.id), label: g.name ?? t('schedule.unnamedGroup') }))}
            required
            allowDeselect={false}
            {...form.getInputProps('group_id')}
            error={form.errors.group_id}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('schedule.fields.home')}
              data={teams}
              required
              searchable
              {...form.getInputProps('home_team_id')}
              onChange={(v) => {
                form.setFieldValue('home_team_id', v);
                form.setFieldValue('field_id', null);
              }}
            />
            <Select label={t('schedule.fields.away')} data={teams} required searchable {...form.getInputProps('away_team_id')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('schedule.fields.field')}
              placeholder={fields.length ? t('schedule.fields.noField') : t('schedule.fields.noFields')}
              data={fields}
              clearable
              disabled={fields.length === 0}
              {...form.getInputProps('field_id')}
            />
            <TextInput
              label={t('schedule.fields.location')}
              disabled={Boolean(form.values.field_id)}
              maxLength={120}
              {...form.getInputProps('location')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('schedule.close')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('schedule.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
