// Labels of a person in admin lists: alumni, roles and tags (docs/product.md#member-list).
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AclLabelDTO } from '../../../shared/schemas/persons';

export function PersonLabels({
  alumni,
  roles,
  tags,
}: {
  alumni: boolean;
  roles?: AclLabelDTO[];
  tags?: { id: number; name: string }[];
}) {
  const { t } = useTranslation('admin');
  return (
    <Group gap={4}>
      {alumni && (
        <Badge size="xs" variant="light" color="gray">
          {t('labels.alumni')}
        </Badge>
      )}
      {roles?.map((r, i) => (
        <Badge key={`r${i}`} size="xs" variant="light" color="grape" title={r.target_name ?? undefined}>
          {t(`roles.${r.label as 'associationAdmin'}`)}
        </Badge>
      ))}
      {tags?.map((tag) => (
        <Badge key={`t${tag.id}`} size="xs" variant="outline" color="teal">
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}
