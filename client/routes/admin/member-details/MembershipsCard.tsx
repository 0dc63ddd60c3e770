// The memberships box of a member's details: team or club, sport, league, positions and subscription, each with its
// alumni and open-process marks, and the edit link for those who may change players.
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PersonDetailsDTO } from '../../../../shared/schemas/persons';

export function MembershipsCard({ person, canEdit }: { person: PersonDetailsDTO; canEdit: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Card withBorder padding="sm">
      <Title order={2} size="h5" mb={6}>
        {t('details.memberships')}
      </Title>
      <Stack gap={6}>
        {person.memberships.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('common.noData')}
          </Text>
        )}
        {person.memberships.map((m) => (
          <Group key={m.id} justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm" fw={600}>
                {m.team ? `${m.team.name}` : m.club.name}
                {m.jersey_number ? ` #${m.jersey_number}` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  m.team ? m.club.name : null,
                  m.sport.name,
                  m.league?.league_name,
                  m.positions.map((p) => t(`positions.${p as 'attack'}`)).join(', '),
                  m.subscription
                    ? [
                        m.subscription.name,
                        m.subscription.billing_interval ? t('player.every', { count: m.subscription.billing_interval }) : null,
                      ]
                        .filter(Boolean)
                        .join(', ')
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Group gap={4} mt={2}>
                {m.is_alumni && (
                  <Badge size="xs" color="gray" variant="light">
                    {t('labels.alumni')}
                  </Badge>
                )}
                {m.pendingProcess && (
                  <Badge size="xs" color="orange" variant="light">
                    {t('details.pendingProcess')}
                  </Badge>
                )}
              </Group>
            </div>
            {canEdit && !m.pendingProcess && (
              <Anchor component={Link} to={`/admin/members/${person.id}/players/${m.id}`} size="sm">
                {t('common.edit')}
              </Anchor>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
