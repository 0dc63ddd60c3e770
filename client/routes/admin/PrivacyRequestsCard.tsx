// The dashboard's open privacy requests: who asked for what and since when, oldest first; red from three
// weeks on, since the association must answer within a month (PRIVACY_ANSWER_DAYS).
import { Badge, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PendingPrivacyRequestsDTO } from '../../../shared/schemas/privacy';
import classes from './admin.module.css';
import { sortName } from '../../../shared/person-name';

/** From here on a request is marked: a week left of the legal month. */
export const PRIVACY_URGENT_DAYS = 21;

export function PrivacyRequestsCard({ requests }: { requests: PendingPrivacyRequestsDTO }) {
  const { t } = useTranslation('privacy');
  if (requests.count === 0) return null;
  const urgent = requests.items.some((r) => r.age_days >= PRIVACY_URGENT_DAYS);
  return (
    <Card
      withBorder
      padding="sm"
      component="section"
      aria-labelledby="dashboard-privacy"
      data-testid="privacy-requests-card"
      style={urgent ? { borderColor: 'var(--mantine-color-red-filled)' } : undefined}
    >
      <Group justify="space-between" mb={6} wrap="nowrap" align="flex-start">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconShieldLock size={18} aria-hidden />
          <Title order={2} size="h5" id="dashboard-privacy">
            {t('admin.title')}
          </Title>
        </Group>
        <Badge color={urgent ? 'red' : 'yellow'} style={{ flexShrink: 0 }}>
          {t('admin.count', { count: requests.count })}
        </Badge>
      </Group>
      {urgent && (
        <Text size="xs" c="red" mb={4}>
          {t('admin.overdue')}
        </Text>
      )}
      <Stack gap={2}>
        {requests.items.map((r) => (
          <UnstyledButton
            key={r.id}
            component={Link}
            to={`/admin/processes/${r.id}`}
            className={classes.row}
            data-testid="privacy-request-row"
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>
                {sortName(r.person)}
                <Text span size="xs" c="dimmed">
                  {' · '}
                  {t(`requests.${r.type}`)}
                </Text>
              </Text>
              <Badge
                variant={r.age_days >= PRIVACY_URGENT_DAYS ? 'filled' : 'light'}
                color={r.age_days >= PRIVACY_URGENT_DAYS ? 'red' : 'gray'}
                style={{ flexShrink: 0 }}
                data-testid="privacy-request-age"
              >
                {t('admin.age', { count: r.age_days })}
              </Badge>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Card>
  );
}
