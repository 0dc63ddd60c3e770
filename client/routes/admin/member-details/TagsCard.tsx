// The tags box of a member's details: the assigned tags, removable, and a picker for the others.
import { ActionIcon, Badge, Card, Group, Select, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PersonDetailsDTO } from '../../../../shared/schemas/persons';
import { api } from '../../../api/endpoints';
import { useAdminOptions } from '../api';
import { useMemberAction } from './member-action';

export function TagsCard({ person, canEdit, reload }: { person: PersonDetailsDTO; canEdit: boolean; reload: () => void }) {
  const { t } = useTranslation('admin');
  const [busy, act] = useMemberAction();
  const { data: options } = useAdminOptions();
  const free = (options?.tags ?? []).filter((tag) => !person.tags.some((x) => x.id === tag.id));
  return (
    <Card withBorder padding="sm">
      <Title order={2} size="h5" mb={6}>
        {t('details.tags')}
      </Title>
      <Group gap={6} mb={canEdit ? 'xs' : 0}>
        {person.tags.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('common.noData')}
          </Text>
        )}
        {person.tags.map((tag) => (
          <Badge
            key={tag.id}
            variant="outline"
            color="teal"
            rightSection={
              canEdit ? (
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  color="teal"
                  aria-label={t('tags.remove', { name: tag.name })}
                  onClick={() =>
                    void act(() => api.persons.removeTag({ params: { id: person.id, sub: tag.id } }), t('tags.removed'), reload)
                  }
                >
                  <IconX size={10} />
                </ActionIcon>
              ) : undefined
            }
          >
            {tag.name}
          </Badge>
        ))}
      </Group>
      {canEdit && free.length > 0 && (
        <Select
          size="xs"
          aria-label={t('tags.add')}
          placeholder={t('tags.add')}
          data={free.map((tag) => ({ value: String(tag.id), label: tag.name }))}
          value={null}
          disabled={busy}
          searchable
          onChange={(v) =>
            v &&
            void act(
              () => api.persons.addTag({ params: { id: person.id }, body: { tag_id: Number(v) } }),
              t('tags.assigned'),
              reload,
            )
          }
        />
      )}
    </Card>
  );
}
