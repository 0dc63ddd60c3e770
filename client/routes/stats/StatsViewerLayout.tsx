// Statistics viewer (/stats/{type}/{id}, docs/product.md#statistics): header, tabs games / Tabelle / points / fouls / goalies,
// and a season sidebar (a select on phones) when seasons exist. The season lives in `?seasonID=`.
import { Box, Button, Card, Group, NativeSelect, NavLink, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarPlus,
  IconListNumbers,
  IconScoreboard,
  IconTable,
  IconFlag,
  IconShield,
  IconChevronDown,
} from '@tabler/icons-react';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  Outlet,
  useLocation,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router';
import { categoryCalendarPath, webcalUrl } from '../../../shared/calendar';
import { isStatsType, STATS_TABS, type StatsTab } from '../../../shared/stats-categories';
import { toSupportedLanguage } from '../../i18n/languages';
import { siteHost } from '../../lib/render-context';
import { PublicFollowButton } from '../../ui/follows/FollowButton';
import { StatsBreadcrumbs } from '../../ui/stats/StatsBreadcrumbs';
import { StatsNotFound } from '../../ui/stats/StatsStates';
import { usePhone } from '../../ui/stats/use-phone';
import { usePageTitle } from '../../ui/use-page-title';
import { contract } from '../../../shared/contract';
import { isNotFound } from '../../api/endpoints';
import { categoryInput, useStats } from './api';

export interface StatsViewerContext {
  type: string;
  id: string;
  /** The season in the URL, or null for the category's default season. */
  seasonId: string | null;
  /** `?seasonID=...` or '' to keep on links. */
  search: string;
  /** `/stats/{type}/{id}` */
  base: string;
  categoryName: string | undefined;
}

export function useStatsViewer(): StatsViewerContext {
  return useOutletContext<StatsViewerContext>();
}

const TAB_ICONS: Record<StatsTab, ReactNode> = {
  games: <IconScoreboard size={16} aria-hidden />,
  teams: <IconTable size={16} aria-hidden />,
  points: <IconListNumbers size={16} aria-hidden />,
  fouls: <IconFlag size={16} aria-hidden />,
  goalies: <IconShield size={16} aria-hidden />,
};

export function StatsViewerLayout() {
  const { t, i18n } = useTranslation('stats');
  const { type = '', id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A tab tapped a moment ago may still be loading its page: a season chosen meanwhile is for that tab. The tap is
  // kept until the address changes (the router's pending navigation shows only from its next render on).
  const pending = useNavigation().location?.pathname;
  const tapped = useRef<string | null>(null);
  useEffect(() => {
    tapped.current = null;
  }, [pathname]);
  const phone = usePhone();
  const seasonId = params.get('seasonID');
  const base = `/stats/${type}/${id}`;
  const search = seasonId ? `?seasonID=${encodeURIComponent(seasonId)}` : '';
  const rest = pathname.slice(base.length).split('/').filter(Boolean);
  const tab = (STATS_TABS as readonly string[]).includes(rest[0] ?? '') ? (rest[0] as StatsTab) : 'games';
  // Game details belong to one game's season: no season choice there.
  const onGame = rest[0] === 'games' && rest.length > 1;

  // The category header comes with every view's answer: the tab's own answer gives it (one request, shared with the
  // tab through swr), the team's answer on a team page and the game's on a game page (the game's season only).
  const input = isStatsType(type) ? categoryInput(type, id, seasonId) : null;
  const { teamID, gameID } = useParams();
  const view = teamID ? 'team' : gameID ? 'game' : tab;
  const games = useStats(contract.stats.games, view === 'games' ? input : null);
  const groups = useStats(contract.stats.groups, view === 'teams' ? input : null);
  const points = useStats(contract.stats.points, view === 'points' ? input : null);
  const fouls = useStats(contract.stats.fouls, view === 'fouls' ? input : null);
  const goalies = useStats(contract.stats.goalies, view === 'goalies' ? input : null);
  const team = useStats(
    contract.stats.team,
    view === 'team' && input ? { ...input, params: { ...input.params, teamID: teamID! } } : null,
  );
  const game = useStats(contract.stats.game, view === 'game' ? { params: { gameID: gameID! } } : null);
  const { data: viewData, error } = { games, teams: groups, points, fouls, goalies, team, game }[view];
  const data =
    viewData && 'game' in viewData ? { ...viewData, category: { ...viewData.category, seasons: [], season_id: null } } : viewData;
  usePageTitle(data?.category.name ?? t('title'));

  if (!isStatsType(type) || isNotFound(error)) {
    return (
      <Stack gap="md">
        <StatsBreadcrumbs items={[{ label: t('title'), to: '/stats' }, { label: t('notFound.title') }]} />
        <StatsNotFound />
      </Stack>
    );
  }

  const category = data?.category;
  const seasons = category?.seasons ?? [];
  const shownSeason = data?.season ?? null;
  // The same view (a team page stays that team's page) in the other season.
  const seasonPath = (path: string, value: string) => {
    const view = path.slice(base.length).split('/').filter(Boolean).join('/') || tab;
    return `${base}/${view}${value === String(category?.season_id) ? '' : `?seasonID=${value}`}`;
  };
  const chooseSeason = (value: string | null) => {
    if (!value) return;
    void navigate(seasonPath(tapped.current ?? (pending?.startsWith(`${base}/`) ? pending : pathname), value));
  };
  const calendarHref = webcalUrl(
    siteHost(),
    categoryCalendarPath(type, id, seasonId, toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language)),
  );
  const context: StatsViewerContext = { type, id, seasonId, search, base, categoryName: category?.name };
  const withSeasons = seasons.length > 0 && !onGame;

  return (
    <Stack gap="md" maw={1280}>
      <StatsBreadcrumbs
        items={[
          { label: t('title'), to: '/stats' },
          { label: category?.name ?? '…', to: `${base}/games${search}` },
        ]}
      />
      <div className="stats-header">
        <div>
          {category ? (
            <Title order={1} size="h2">
              {category.name}
            </Title>
          ) : (
            <Skeleton height={32} width={260} />
          )}
          <Text c="dimmed" size="sm" mt={2}>
            {[category?.association.name, shownSeason ? t('seasons.season', { name: shownSeason.name }) : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        {category && (
          <Group gap="xs" wrap="wrap">
            <PublicFollowButton target="competition" id={Number(id)} name={category.name} />
            <Button
              component="a"
              href={calendarHref}
              variant="light"
              size={phone ? 'compact-md' : 'sm'}
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
              title={t('calendar.hint')}
            >
              {t('calendar.subscribe')}
            </Button>
          </Group>
        )}
      </div>

      {withSeasons && (
        // The phone's own picker (a native select): no list component to download for a choice of two or three.
        <NativeSelect
          rightSection={<IconChevronDown size={16} aria-hidden />}
          rightSectionPointerEvents="none"
          hiddenFrom="md"
          label={t('seasons.label')}
          data={seasons.map((s) => ({ value: String(s.id), label: s.name }))}
          value={shownSeason ? String(shownSeason.id) : ''}
          onChange={(event) => chooseSeason(event.currentTarget.value)}
          size="md"
          // Each season's address, for a guest's page without the app (client/islands/links.ts).
          data-island-hrefs={JSON.stringify(Object.fromEntries(seasons.map((s) => [s.id, seasonPath(pathname, String(s.id))])))}
        />
      )}

      <div className="stats-body">
        <Box flex={1} miw={0} w="100%">
          <Tabs
            value={tab}
            onChange={(value) => {
              if (!value) return;
              tapped.current = `${base}/${value}`;
              void navigate(`${base}/${value}${search}`);
            }}
            keepMounted={false}
          >
            <Tabs.List aria-label={t('tabs.label')} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
              {STATS_TABS.map((value) => (
                <Tabs.Tab
                  key={value}
                  value={value}
                  leftSection={phone ? undefined : TAB_ICONS[value]}
                  px={phone ? 'sm' : 'md'}
                  py="sm"
                  fw={tab === value ? 600 : undefined}
                  style={{ flex: phone ? '1 0 auto' : undefined }}
                  // The tab's page, for a guest's page without the app (client/islands/links.ts).
                  data-island-href={`${base}/${value}${search}`}
                >
                  {t(`tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {/* The chosen tab's page is its panel (a tab names the panel it opens). */}
            <Tabs.Panel value={tab} pt="md">
              <Outlet context={context} />
            </Tabs.Panel>
          </Tabs>
        </Box>
        {withSeasons && (
          <Card withBorder padding="xs" w={220} visibleFrom="md" component="aside" aria-label={t('seasons.title')}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" pt={4} pb={6}>
              {t('seasons.title')}
            </Text>
            {seasons.map((s) => (
              // A link to the season's page (a button may not hold the entry's blocks); a plain click goes through
              // chooseSeason, to the tab tapped a moment ago if it is still loading.
              <NavLink
                key={s.id}
                component={Link}
                to={seasonPath(pathname, String(s.id))}
                label={s.name}
                description={s.id === category?.season_id ? t('seasons.default') : undefined}
                active={s.id === shownSeason?.id}
                aria-current={s.id === shownSeason?.id ? 'true' : undefined}
                leftSection={<IconCalendarEvent size={16} aria-hidden />}
                onClick={(event: MouseEvent) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  chooseSeason(String(s.id));
                }}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </Card>
        )}
      </div>
    </Stack>
  );
}
