// The seasons every competition shares (docs/decisions/022-seasons-and-competitions.md): association admins add and
// rename them and change their days here.
import { Button, Card, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { contract } from '../../../../shared/contract';
import { SeasonInput, type SeasonDTO } from '../../../../shared/schemas/competitions';
import { api, urlOf, useData } from '../../../api/endpoints';
import { useSchemaForm } from '../../../lib/form';
import { formatDate } from '../../../lib/datetime';
import { useSaving } from '../../../lib/use-saving';
import { showSuccess } from '../../../ui/toast';

function SeasonModal({ season, onClose }: { season: SeasonDTO | 'new'; onClose: () => void }) {
  const { t } = useTranslation('games');
  const [saving, whileSaving] = useSaving();
  const form = useSchemaForm<SeasonInput>(SeasonInput, {
    initialValues:
      season === 'new'
        ? { name: '', starts_on: '', ends_on: '' }
        : { name: season.name, starts_on: season.starts_on, ends_on: season.ends_on },
  });
  const save = form.onSubmit((body) =>
    whileSaving(async () => {
      if (season === 'new') await api.seasons.create({ body });
      else await api.seasons.update({ params: { id: season.id }, body });
      await mutate(urlOf(contract.seasons.list, {}));
      showSuccess(t('competitions.saved'));
      onClose();
    }),
  );
  return (
    <Modal opened onClose={onClose} title={t(season === 'new' ? 'seasons.new' : 'seasons.edit')} centered>
      <form onSubmit={save}>
        <Stack gap="sm">
          <TextInput label={t('seasons.name')} required {...form.getInputProps('name')} />
          <Group grow align="flex-start">
            <TextInput type="date" label={t('seasons.startsOn')} required {...form.getInputProps('starts_on')} />
            <TextInput type="date" label={t('seasons.endsOn')} required {...form.getInputProps('ends_on')} />
          </Group>
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

export function SeasonsCard() {
  const { t } = useTranslation('games');
  const { data: seasons } = useData(contract.seasons.list, {});
  const [editing, setEditing] = useState<SeasonDTO | 'new' | null>(null);
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Title order={3} size="h5">
              {t('seasons.title')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('seasons.intro')}
            </Text>
          </div>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing('new')}>
            {t('seasons.new')}
          </Button>
        </Group>
        <Table.ScrollContainer minWidth={320}>
          <Table striped verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('seasons.name')}</Table.Th>
                <Table.Th>{t('seasons.days')}</Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(seasons ?? []).map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>
                    {formatDate(s.starts_on)} – {formatDate(s.ends_on)}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={t('seasons.editNamed', { name: s.name })}
                      onClick={() => setEditing(s)}
                    >
                      <IconPencil size={14} aria-hidden />
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      {editing && <SeasonModal season={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
