// /admin/clubs/{id}/fields: the club's pitches; editors add new ones and open each to edit or remove it.
import { Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addressLines } from '../../../ui/clubs/address';
import classes from '../admin.module.css';
import { useClubContext } from './api';

export function FieldsTab() {
  const { t } = useTranslation('adminClubs');
  const { club, editable } = useClubContext();
  const fields = club.fields ?? [];
  return (
    <Stack gap="sm">
      {editable && (
        <Group justify="flex-end">
          <Button
            component={Link}
            to={`/admin/clubs/${club.id}/fields/new`}
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
          >
            {t('fields.new')}
          </Button>
        </Group>
      )}
      {fields.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('fields.empty')}
        </Text>
      ) : (
        <Card withBorder padding={0}>
          {fields.map((f) => (
            <UnstyledButton
              key={f.id}
              component={Link}
              to={`/admin/clubs/${club.id}/fields/${f.id}`}
              className={classes.row}
              data-testid="club-field"
            >
              <Text size="sm" fw={600}>
                {f.name}
              </Text>
              <Text size="xs" c="dimmed">
                {addressLines(f).join(', ') || '–'}
              </Text>
            </UnstyledButton>
          ))}
        </Card>
      )}
    </Stack>
  );
}
