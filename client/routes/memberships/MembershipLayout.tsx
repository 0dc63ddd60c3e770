// /memberships/{playerID} (with team, club, league): the membership's summary, its open process or the member's
// requests (alumni, retirement), and the tabs of its child pages. A pending process hides switch and exit.
import { Anchor, Badge, Breadcrumbs, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { contract } from '../../../shared/contract';
import { useData } from '../../api/endpoints';
import { parseRouteId } from '../../api/resource';
import type { MembershipDTO } from '../../../shared/schemas/memberships';
import { ClubLogo } from '../../ui/clubs/ClubLogo';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageLoader } from '../../ui/PageLoader';
import { usePageTitle } from '../../ui/use-page-title';
import { formatDate } from '../../lib/datetime';
import { membershipInput, refreshOverview, type MembershipContext } from './context';
import { AlumniControl, RetireControl } from './MembershipActions';
import { ProcessCard } from './ProcessCard';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

const TABS = ['profile', 'edit', 'subscription', 'switch'] as const;

export function MembershipLayout() {
  const { t } = useTranslation(['clubs', 'menu']);
  const playerId = parseRouteId(useParams().playerID);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Someone else's membership is a 404 like an unknown one.
  const {
    data: membership,
    mutate,
    notFound,
  } = useData(contract.self.player, playerId === null ? null : membershipInput(playerId), {
    notFoundState: true,
  });
  usePageTitle(membership?.club_name ?? t('home.memberships'));
  if (playerId === null || notFound) return <NotFoundPage />;
  if (!membership) return <PageLoader />;

  const update = async (next?: MembershipDTO) => {
    await (next ? mutate(next, { revalidate: false }) : mutate());
    await refreshOverview();
  };
  const context: MembershipContext = { membership, update };
  const pending = membership.pendingProcess;
  const tabs = TABS.filter((tab) => !(tab === 'switch' && pending));
  const current = tabs.find((tab) => pathname.split('/')[3] === tab) ?? 'profile';
  const subscription = membership.subscription;

  return (
    <Stack gap="md" maw={880}>
      <Breadcrumbs>
        <Anchor component={Link} to="/home" size="sm">
          {t('menu:home')}
        </Anchor>
        <Text size="sm">{membership.club_name}</Text>
      </Breadcrumbs>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ClubLogo
          clubId={membership.club.id}
          name={membership.club_name}
          avatarState={membership.club.avatarState}
          size="lg"
          alt=""
        />
        <div style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {membership.club_name}
            </Title>
            {membership.is_alumni && (
              <Badge variant="light" color="gray">
                {t('membership.alumni')}
              </Badge>
            )}
          </Group>
          <Text c="dimmed">
            {[membership.team?.name ?? t('home.noTeam'), membership.sport.name, membership.league?.league_name]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
      </Group>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Fact label={t('membership.edit.jersey')}>{membership.jersey_number ? `#${membership.jersey_number}` : '–'}</Fact>
          <Fact label={t('membership.edit.positions')}>
            {membership.positions.length > 0 ? membership.positions.map((p) => t(`positions.${p}`)).join(', ') : '–'}
          </Fact>
          <Fact label={t('membership.tabs.subscription')}>
            {subscription
              ? subscription.billing_interval
                ? t('membership.subscriptionLine', {
                    name: subscription.name,
                    interval: t('interval', { count: subscription.billing_interval }),
                  })
                : subscription.name
              : t('membership.noSubscription')}
          </Fact>
          <Fact label={t('membership.sinceLabel')}>{formatDate(membership.active_from)}</Fact>
        </SimpleGrid>
      </Card>
      {membership.process ? (
        <ProcessCard process={membership.process} onWithdrawn={() => update()} />
      ) : (
        <Group justify="space-between" wrap="wrap">
          <AlumniControl membership={membership} onChanged={update} />
          <RetireControl membership={membership} onChanged={update} />
        </Group>
      )}
      <Tabs
        value={current}
        variant="pills"
        onChange={(value) => value && void navigate(`/memberships/${membership.id}/${value}`)}
      >
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`membership.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet context={context} />
    </Stack>
  );
}
