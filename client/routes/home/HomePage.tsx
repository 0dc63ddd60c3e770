// Start page (docs/product.md#home): the empty state with a sign-up button, or the game-task notice, memberships,
// licences, the schedule with live indicator, personal statistics, the calendar link and the statistics link.
import { Alert, Anchor, Badge, Button, Card, EmptyState, Grid, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { IconChartBar, IconClipboardList, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gamesCalendarWebcalUrl } from '../../../shared/calendar';
import { LIVE_REFRESH_MS } from '../../../shared/constants';
import { contract } from '../../../shared/contract';
import { formatGameDateTime } from '../../lib/datetime';
import { useData } from '../../api/endpoints';
import { useLiveRevalidate } from '../../lib/live';
import type { SelfDTO as Self } from '../../../shared/schemas/self';
import { PageLoader } from '../../ui/PageLoader';
import { usePageTitle } from '../../ui/use-page-title';
import { COMPACT_HTML_STYLE } from './compact-html';
import { MyTeamsSection } from './MyTeams';
import { HOME_INPUT, HOME_KEY } from './keys';
import { CalendarLink, LicenseList, MembershipList, PersonalStatsTable, Schedule, Section } from './HomeSections';
import { TrustedHtml } from '../../ui/TrustedHtml';

/** The first league of the user's memberships has its games page; without one the statistics overview. */
export function statisticsLink(self: Self): string {
  const league = self.memberships.find((m) => m.league)?.league;
  return league ? `/stats/leagues/${league.id}/games` : '/stats';
}

export function HomePage() {
  const { t } = useTranslation(['clubs', 'menu', 'errors']);
  usePageTitle(t('menu:home'));
  // While a game of the schedule is live, the page refreshes like the live game view.
  const { data: self, error: selfError } = useData(contract.self.get, HOME_INPUT, {
    refreshInterval: (latest) => (latest?.upcomingGames?.some((g) => g.is_live) ? LIVE_REFRESH_MS : 0),
  });
  const { data: dashboard } = useData(contract.self.dashboard, {});
  // A live game of the schedule pushes its changes; the refresh above stays for when the stream cannot be kept.
  useLiveRevalidate(
    (self?.upcomingGames ?? []).filter((g) => g.is_live).map((g) => g.id),
    HOME_KEY,
  );
  if (!self) {
    // Opened without a network (the service worker kept the session, not the start page's data): say so, not spin.
    if (selfError?.status === 0) {
      return (
        <Alert color="yellow" data-testid="home-offline">
          {t('errors:offline')}
        </Alert>
      );
    }
    return <PageLoader />;
  }
  const memberships = self.memberships ?? [];
  const tasks = self.game_tasks_count ?? 0;
  const games = self.upcomingGames ?? [];
  const stats = self.personalStats ?? [];

  const taskNotice = tasks > 0 && (
    <Alert color="yellow" icon={<IconClipboardList aria-hidden />} data-testid="game-task-notice">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{t('home.tasksNotice', { count: tasks })}</Text>
        <Anchor component={Link} to="/game-tasks" size="sm" fw={600}>
          {t('home.tasksLink')}
        </Anchor>
      </Group>
      <Stack gap={4} mt="xs" data-testid="game-task-list">
        {(self.gameTasks ?? []).map((task) => (
          <Anchor key={task.id} component={Link} to={`/sheet/${task.game.id}`} size="sm" c="inherit">
            <Text span fw={600} size="sm">
              {t(`gameTasks.frame.types.${task.type}`)}
            </Text>
            {task.overdue && (
              <Badge size="xs" color="red" variant="light" ml={6}>
                {t('gameTasks.frame.overdue')}
              </Badge>
            )}
            <Text span size="sm">
              {` · #${task.game.number} ${task.game.home_team_name} – ${task.game.away_team_name} · `}
              {formatGameDateTime(task.game.kickoff_time)}
            </Text>
          </Anchor>
        ))}
      </Stack>
    </Alert>
  );

  const announcements = dashboard && dashboard.announcements.length > 0 && (
    <Section id="announcements-title" title={t('home.announcements')}>
      <Stack gap="xs">
        {dashboard.announcements.map((a) => (
          <Card key={a.id} withBorder padding="sm">
            <Text fw={600} size="sm">
              {a.title}
            </Text>
            {/* Announcements are written by association admins: trusted HTML (docs/product.md#dashboard). */}
            <Typography fz="sm" style={COMPACT_HTML_STYLE}>
              <TrustedHtml html={a.body_html} />
            </Typography>
          </Card>
        ))}
      </Stack>
    </Section>
  );

  const header = (
    <div>
      <Title order={1} size="h2">
        {t('home.greeting', { name: self.firstname })}
      </Title>
      <Text c="dimmed" mt={4}>
        {t('home.intro')}
      </Text>
    </div>
  );

  return (
    <Stack gap="lg" maw={1200}>
      {header}
      {taskNotice}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {memberships.length === 0 ? (
              <Card withBorder padding="lg">
                <EmptyState
                  icon={<IconUsersGroup size={28} aria-hidden />}
                  withIndicatorBackground
                  title={t('home.noMemberships')}
                  description={t('home.noMembershipsText')}
                >
                  <Button component={Link} to="/clubs" mt="md">
                    {t('home.signUp')}
                  </Button>
                </EmptyState>
              </Card>
            ) : (
              <Section
                id="memberships-title"
                title={t('home.memberships')}
                action={
                  <Anchor component={Link} to="/clubs" size="sm">
                    {t('home.joinAnother')}
                  </Anchor>
                }
              >
                <MembershipList memberships={memberships} />
              </Section>
            )}
            <MyTeamsSection />
            {/* Without memberships (a referee, say) schedule and stats show only when they have something. */}
            {(memberships.length > 0 || games.length > 0) && (
              <Section id="schedule-title" title={t('home.schedule')}>
                <Stack gap="xs">
                  <Schedule games={games} />
                  <CalendarLink url={gamesCalendarWebcalUrl(window.location.host, self.calendar_token)} reloadKey={HOME_KEY} />
                </Stack>
              </Section>
            )}
            {(memberships.length > 0 || stats.length > 0) && (
              <Section
                id="stats-title"
                title={t('home.stats')}
                action={
                  <Button
                    component={Link}
                    to={statisticsLink(self)}
                    variant="light"
                    size="compact-sm"
                    leftSection={<IconChartBar size={14} aria-hidden />}
                  >
                    {t('home.statsLink')}
                  </Button>
                }
              >
                <PersonalStatsTable stats={stats} />
              </Section>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {self.licenses && self.licenses.length > 0 && (
              <Section id="licenses-title" title={t('home.licenses')}>
                <LicenseList licenses={self.licenses} />
              </Section>
            )}
            {announcements}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
