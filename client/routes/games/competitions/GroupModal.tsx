// A group of a competition's season, new or existing: its name, position and teams, chosen from the teams of the
// competition's sport and association (a team already in another group of the season is shown but not offered).
import { Button, Checkbox, Group, Modal, NumberInput, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contract } from '../../../../shared/contract';
import { GroupCreateInput, GroupTeamsInput, type CompetitionDTO, type GroupDTO } from '../../../../shared/schemas/competitions';
import { api, useData } from '../../../api/endpoints';
import { useSchemaForm } from '../../../lib/form';
import { useSaving } from '../../../lib/use-saving';

interface Values extends Record<string, unknown> {
  name: string;
  position: number | string;
  team_ids: number[];
}

const schema = z.strictObject({
  name: GroupCreateInput.shape.name,
  position: z.coerce.number().int().min(0).max(1000),
  team_ids: GroupTeamsInput.shape.team_ids,
});

export function GroupModal({
  competition,
  seasonId,
  group,
  onClose,
  onSaved,
}: {
  competition: CompetitionDTO;
  seasonId: number;
  /** null: a new group */
  group: GroupDTO | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation('games');
  const [saving, whileSaving] = useSaving();
  const [filter, setFilter] = useState('');
  const { data: candidates } = useData(contract.competitions.teams, { params: { id: competition.id } });
  const seasonGroups = competition.groups.filter((g) => g.season_id === seasonId);
  const form = useSchemaForm<Values>(schema, {
    initialValues: {
      name: group?.name ?? '',
      position: group?.position ?? seasonGroups.length,
      team_ids: group?.teams.map((team) => team.id) ?? [],
    },
  });
  // Teams of the season's other groups: one group per competition and season.
  const taken = new Map<number, string>();
  for (const g of seasonGroups) if (g.id !== group?.id) for (const team of g.teams) taken.set(team.id, g.name ?? '');
  const selected = form.getValues().team_ids;
  const needle = filter.trim().toLowerCase();
  const shown = (candidates ?? []).filter(
    (team) => !needle || team.name.toLowerCase().includes(needle) || team.club.name.toLowerCase().includes(needle),
  );
  const toggle = (id: number, on: boolean) =>
    form.setFieldValue('team_ids', on ? [...selected, id] : selected.filter((x) => x !== id));

  const save = form.onSubmit((values) =>
    whileSaving(async () => {
      const name = values.name.trim();
      const position = Number(values.position);
      if (!group) {
        await api.competitionGroups.create({
          params: { id: competition.id },
          body: { season_id: seasonId, name, position, team_ids: values.team_ids },
        });
      } else {
        if (name !== group.name || position !== group.position) {
          await api.competitionGroups.update({ params: { id: group.id }, body: { name, position } });
        }
        await api.competitionGroups.setTeams({ params: { id: group.id }, body: { team_ids: values.team_ids } });
      }
      await onSaved();
      onClose();
    }),
  );

  return (
    <Modal opened onClose={onClose} title={t(group ? 'groups.edit' : 'groups.new')} centered size="lg">
      <form onSubmit={save}>
        <Stack gap="sm">
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <TextInput
              label={t('groups.name')}
              required
              data-autofocus
              style={{ flex: 1, minWidth: 0 }}
              {...form.getInputProps('name')}
            />
            <NumberInput
              label={t('groups.position')}
              min={0}
              max={1000}
              allowDecimal={false}
              w={110}
              {...form.getInputProps('position')}
            />
          </Group>
          <div>
            <Group justify="space-between" align="flex-end" gap="xs">
              <Text size="sm" fw={500}>
                {t('groups.teams')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('groups.selected', { count: selected.length })}
              </Text>
            </Group>
            <TextInput
              mt={4}
              size="xs"
              placeholder={t('groups.filter')}
              aria-label={t('groups.filter')}
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
            />
            <ScrollArea.Autosize mah={320} mt="xs" type="auto">
              <Stack gap={8} data-testid="group-team-choices">
                {shown.map((team) => {
                  const elsewhere = taken.get(team.id);
                  return (
                    <Checkbox
                      key={team.id}
                      label={team.name}
                      description={elsewhere !== undefined ? t('groups.inOtherGroup', { group: elsewhere }) : team.club.name}
                      disabled={elsewhere !== undefined}
                      checked={selected.includes(team.id)}
                      onChange={(e) => toggle(team.id, e.currentTarget.checked)}
                    />
                  );
                })}
                {candidates && shown.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('groups.noTeams')}
                  </Text>
                )}
              </Stack>
            </ScrollArea.Autosize>
            {typeof form.errors.team_ids === 'string' && (
              <Text size="sm" c="red" role="alert" mt={4}>
                {form.errors.team_ids}
              </Text>
            )}
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('competitions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('competitions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
