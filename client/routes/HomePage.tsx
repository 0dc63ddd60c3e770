// Start page (spec: home), first cut: a welcome card and the user's memberships.
import { Badge, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SelfMembershipDTO } from '../../shared/schemas/self';
import { useSelf } from '../api/hooks';
import { PageLoader } from '../ui/PageLoader';
import { usePageTitle } from '../ui/use-page-title';

function MembershipRow({ membership }: { membership: SelfMembershipDTO }) {
  const { t } = useTranslation('pages');
  const { sport, club, team, league, is_alumni } = membership;
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600}>{team?.name ?? club.name}</Text>
          <Text size="sm" c="dimmed">
            {[team ? club.name : null, sport.name].filter(Boolean).join(' · ')}
          </Text>
          {league && (
            <Text size="sm" c="dimmed">
              {t('home.league', { name: league.name })}
            </Text>
          )}
        </div>
        {is_alumni && (
          <Badge variant="light" color="gray">
            {t('home.alumni')}
          </Badge>
        )}
      </Group>
    </Card>
  );
}

export function HomePage() {
  const { t } = useTranslation(['pages', 'menu']);
  usePageTitle(t('menu:home'));
  const { data: self } = useSelf();
  if (!self) return <PageLoader />;
  const memberships = self.memberships ?? [];

  return (
    <Stack gap="md" maw={880}>
      <Card withBorder padding="lg">
        <Title order={1} size="h2">
          {t('home.greeting', { name: self.firstname })}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('home.intro')}
        </Text>
      </Card>
      {memberships.length === 0 ? (
        <Card withBorder padding="lg">
          <EmptyState
            icon={<IconUsersGroup size={28} aria-hidden />}
            withIndicatorBackground
            title={t('home.noMemberships')}
            description={t('home.noMembershipsText')}
          />
        </Card>
      ) : (
        <section aria-labelledby="memberships-title">
          <Title order={2} size="h4" mb="xs" id="memberships-title">
            {t('home.memberships')}
          </Title>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {memberships.map((membership) => (
              <MembershipRow key={membership.id} membership={membership} />
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}
