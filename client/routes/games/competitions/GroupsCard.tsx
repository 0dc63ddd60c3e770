// A competition's groups (standings tables) of one season with their teams; editors add, change and remove them (a
// group with games stays, docs/decisions/022-seasons-and-competitions.md).
import { ActionIcon, Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../../shared/contract';
import type { CompetitionDTO, GroupDTO } from '../../../../shared/schemas/competitions';
import { api, useData } from '../../../api/endpoints';
import { useSaving } from '../../../lib/use-saving';
import { ConfirmModal } from '../../../ui/clubs/ConfirmModal';
import { GroupModal } from './GroupModal';

export function GroupsCard({ competition, reload }: { competition: CompetitionDTO; reload: () => Promise<unknown> }) {
  const { t } = useTranslation('games');
  const { data: seasons } = useData(contract.seasons.list, {});
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<GroupDTO | 'new' | null>(null);
  const [removing, setRemoving] = useState<GroupDTO | null>(null);
  const [busy, whileBusy] = useSaving();
  const fallback = competition.default_season_id ?? competition.groups[0]?.season_id ?? seasons?.[0]?.id ?? null;
  const seasonId = chosen !== null ? Number(chosen) : fallback;
  const groups = competition.groups.filter((g) => g.season_id === seasonId).sort((a, b) => a.position - b.position);
  const editable = competition.editable;

  const remove = () =>
    whileBusy(async () => {
      if (!removing) return;
      await api.competitionGroups.delete({ params: { id: removing.id } });
      await reload();
      setRemoving(null);
    });

  return (
    <Card withBorder padding="sm" aria-labelledby="groups-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id="groups-title">
            {t('groups.title')}
          </Title>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Select
              label={t('groups.season')}
              size="xs"
              w={180}
              allowDeselect={false}
              data={(seasons ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              value={seasonId === null ? null : String(seasonId)}
              onChange={setChosen}
            />
            {editable && seasonId !== null && (
              <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing('new')}>
                {t('groups.new')}
              </Button>
            )}
          </Group>
        </Group>
        {seasonId === null ? (
          <Text size="sm" c="dimmed">
            {t('groups.noSeason')}
          </Text>
        ) : groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('groups.none')}
          </Text>
        ) : (
          groups.map((group) => (
            <Card key={group.id} withBorder padding="xs" radius="sm" data-testid="group-card">
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {group.name ?? t('groups.unnamed')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('groups.teamCount', { count: group.teams.length })} · {t('groups.gameCount', { count: group.games_count })}
                  </Text>
                </div>
                {editable && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('groups.editNamed', { name: group.name ?? '' })}
                      onClick={() => setEditing(group)}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={group.games_count > 0}
                      aria-label={t('groups.removeNamed', { name: group.name ?? '' })}
                      onClick={() => setRemoving(group)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
              {group.teams.length > 0 && (
                <Group gap={6} mt={6}>
                  {group.teams.map((team) => (
                    <Badge key={team.id} variant="light" color="gray" tt="none" fw={500}>
                      {team.name}
                    </Badge>
                  ))}
                </Group>
              )}
            </Card>
          ))
        )}
      </Stack>
      {editing && seasonId !== null && (
        <GroupModal
          competition={competition}
          seasonId={seasonId}
          group={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      )}
      <ConfirmModal
        opened={removing !== null}
        title={t('groups.removeTitle')}
        message={t('groups.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('groups.remove')}
        cancelLabel={t('competitions.cancel')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
