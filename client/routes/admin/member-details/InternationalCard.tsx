// The international teams box of a member's details: assignments, linked to their pages, added and removed (asked first).
import { ActionIcon, Anchor, Button, Card, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PersonDetailsDTO } from '../../../../shared/schemas/persons';
import { api } from '../../../api/endpoints';
import { CountryEmblem } from '../../../ui/admin/CountryEmblem';
import { useAdminOptions } from '../api';
import { useMemberAction } from './member-action';

export function InternationalCard({
  person,
  canEdit,
  reload,
}: {
  person: PersonDetailsDTO;
  canEdit: boolean;
  reload: () => void;
}) {
  const { t } = useTranslation('admin');
  const [busy, act] = useMemberAction();
  const { data: options } = useAdminOptions();
  const [remove, setRemove] = useState<number | null>(null);
  // National teams are managed on association level: the options list them only to those who may.
  const editable = canEdit && (options?.international_teams.length ?? 0) > 0;
  const teams = (options?.international_teams ?? []).filter(
    (team) => !person.internationalPlayers.some((p) => p.name === team.name),
  );
  return (
    <Card withBorder padding="sm">
      <Title order={2} size="h5" mb={6}>
        {t('details.international')}
      </Title>
      <Stack gap={4}>
        {person.internationalPlayers.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('common.noData')}
          </Text>
        )}
        {person.internationalPlayers.map((p) => (
          <Group key={p.id} justify="space-between" wrap="nowrap">
            <Group gap={6}>
              <CountryEmblem country={p.country_code} />
              <Anchor component={Link} to={`/admin/members/${person.id}/internationalPlayers/${p.id}`} size="sm">
                {p.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {p.sport_name}
              </Text>
            </Group>
            {editable && (
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label={t('international.remove')}
                onClick={() => setRemove(p.id)}
              >
                <IconTrash size={14} />
              </ActionIcon>
            )}
          </Group>
        ))}
      </Stack>
      {editable && teams.length > 0 && (
        <Select
          mt="xs"
          size="xs"
          aria-label={t('international.add')}
          placeholder={t('international.add')}
          data={teams.map((team) => ({ value: String(team.id), label: `${team.name} (${team.sport.name})` }))}
          value={null}
          disabled={busy}
          onChange={(v) =>
            v &&
            void act(
              () => api.persons.addInternationalPlayer({ params: { id: person.id }, body: { international_team_id: Number(v) } }),
              t('international.added'),
              reload,
            )
          }
        />
      )}
      {/* Deleting an international assignment asks for confirmation (docs/product.md#member-details). */}
      <Modal opened={remove !== null} onClose={() => setRemove(null)} title={t('international.confirmTitle')} size="sm">
        <Text size="sm">{t('international.confirm')}</Text>
        <Group mt="md" justify="flex-end">
          <Button variant="default" size="xs" onClick={() => setRemove(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            size="xs"
            onClick={() =>
              void act(
                () => api.persons.removeInternationalPlayer({ params: { id: person.id, sub: remove! } }),
                t('international.removed'),
                () => {
                  setRemove(null);
                  reload();
                },
              )
            }
          >
            {t('common.delete')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
