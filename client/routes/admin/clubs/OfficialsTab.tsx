// /admin/clubs/{id}/officials: the club representatives (a click opens the member) and the contact persons with their
// position labels (a click opens the contact); "add contact person" for editors.
import { Badge, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../admin.module.css';
import { useClubContext } from './api';
import { sortName } from '../../../../shared/person-name';

export function OfficialsTab() {
  const { t } = useTranslation('adminClubs');
  const { t: tc } = useTranslation('clubs');
  const { club, editable } = useClubContext();
  const leaders = club.leaders ?? [];
  const contacts = club.contacts ?? [];
  return (
    <Stack gap="lg">
      <section aria-labelledby="club-leaders">
        <Title order={2} size="h5" id="club-leaders" mb="xs">
          {t('officials.leaders')}
        </Title>
        {leaders.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('officials.noLeaders')}
          </Text>
        ) : (
          <Card withBorder padding={0}>
            {leaders.map((leader) => (
              <UnstyledButton
                key={leader.id}
                component={Link}
                to={`/admin/members/${leader.id}`}
                className={classes.row}
                data-testid="club-leader"
              >
                <Text size="sm" fw={600}>
                  {sortName(leader)}
                </Text>
              </UnstyledButton>
            ))}
          </Card>
        )}
      </section>
      <section aria-labelledby="club-contacts">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h5" id="club-contacts">
            {t('officials.contacts')}
          </Title>
          {editable && (
            <Button
              component={Link}
              to={`/admin/clubs/${club.id}/officials/new`}
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
            >
              {t('officials.add')}
            </Button>
          )}
        </Group>
        {contacts.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('officials.noContacts')}
          </Text>
        ) : (
          <Card withBorder padding={0}>
            {contacts.map((c) => (
              <UnstyledButton
                key={`${c.id}-${c.position}`}
                component={Link}
                to={`/admin/clubs/${club.id}/officials/${c.id}?${new URLSearchParams({ position: c.position })}`}
                className={classes.row}
                data-testid="club-contact"
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {sortName(c)}
                    </Text>
                    {c.email && (
                      <Text size="xs" c="dimmed" truncate>
                        {c.email}
                      </Text>
                    )}
                  </Stack>
                  <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                    {tc(`contactPositions.${c.position}`)}
                  </Badge>
                </Group>
              </UnstyledButton>
            ))}
          </Card>
        )}
      </section>
    </Stack>
  );
}
