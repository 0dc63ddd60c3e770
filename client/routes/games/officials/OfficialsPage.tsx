// /games/officials (docs/product.md#game-day): the overdue game tasks of the caller's leagues (a count, the first few,
// all on request, each a link to its game's officials), and the games filtered (competition, team, without referees,
// days) and paged as the list endpoint pages them, each with the way to its officials (/games/officials/{id}).
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconUserCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { contract } from '../../../../shared/contract';
import { useAnswer, useData } from '../../../api/endpoints';
import { calendarDay, formatGameDateTime } from '../../../lib/datetime';
import { PageLoader } from '../../../ui/PageLoader';
import { usePageTitle } from '../../../ui/use-page-title';
import { personName } from '../../../../shared/person-name';

/** Games per page of the list. */
const PAGE_SIZE = 20;
/** Overdue tasks shown before "show all". */
const OVERDUE_FIRST = 3;

function OverdueTasks() {
  const { t } = useTranslation('games');
  const [all, setAll] = useState(false);
  const { data: tasks } = useData(contract.gameOfficials.overdueTasks, { query: {} });
  if (!tasks || tasks.length === 0) return null;
  const shown = all ? tasks : tasks.slice(0, OVERDUE_FIRST);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('officials.overdue.title', { count: tasks.length })}
      data-testid="overdue-tasks"
    >
      <Stack gap={4}>
        {shown.map((task) => (
          <Anchor
            key={task.id}
            component={Link}
            to={`/games/officials/${task.game.id}`}
            size="sm"
            c="inherit"
            data-testid="overdue-task"
          >
            <Text span fw={600}>
              {personName(task.person)}
            </Text>
            {' · '}
            {t(`officials.taskTypes.${task.type}`)}
            <Text span c="dimmed">
              {' · '}#{task.game.number} {task.game.home_team_name} – {task.game.away_team_name} ·{' '}
              {formatGameDateTime(task.game.kickoff_time)}
            </Text>
          </Anchor>
        ))}
        {tasks.length > OVERDUE_FIRST && (
          <Group>
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => setAll(!all)}>
              {all ? t('officials.overdue.showFewer') : t('officials.overdue.showAll', { count: tasks.length })}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

type FilterKey = 'competition' | 'team' | 'from' | 'to' | 'without' | 'page';

function Filters({
  search,
  set,
}: {
  search: URLSearchParams;
  set: (changes: Partial<Record<FilterKey, string | null>>) => void;
}) {
  const { t } = useTranslation('games');
  const from = search.get('from');
  const { data: competitions } = useData(contract.competitions.list, { query: {} });
  const competitionId = Number(search.get('competition')) || null;
  const { data: competition } = useData(contract.competitions.get, competitionId ? { params: { id: competitionId } } : null);
  // The teams of the competition's groups (any season), by name.
  const teams = useMemo(() => {
    const byId = new Map<number, string>();
    for (const g of competition?.groups ?? []) for (const team of g.teams) byId.set(team.id, team.name);
    return [...byId].map(([id, name]) => ({ value: String(id), label: name })).sort((a, b) => a.label.localeCompare(b.label));
  }, [competition]);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" data-testid="officials-filter">
      <Select
        label={t('officials.filter.competition')}
        placeholder={t('officials.filter.allCompetitions')}
        data={(competitions ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={competitionId ? String(competitionId) : null}
        onChange={(v) => set({ competition: v, team: null })}
        clearable
        searchable
      />
      <Select
        label={t('officials.filter.team')}
        placeholder={competitionId ? t('officials.filter.allTeams') : t('officials.filter.pickCompetition')}
        data={teams}
        value={search.get('team')}
        onChange={(v) => set({ team: v })}
        disabled={!competitionId}
        clearable
        searchable
      />
      <TextInput
        type="date"
        label={t('officials.filter.from')}
        value={from === 'all' ? '' : (from ?? calendarDay())}
        onChange={(e) => set({ from: e.currentTarget.value || 'all' })}
      />
      <TextInput
        type="date"
        label={t('officials.filter.to')}
        value={search.get('to') ?? ''}
        onChange={(e) => set({ to: e.currentTarget.value || null })}
      />
      <Checkbox
        label={t('officials.filter.withoutReferees')}
        checked={search.get('without') === '1'}
        onChange={(e) => set({ without: e.currentTarget.checked ? '1' : null })}
        style={{ alignSelf: 'end' }}
        mb={8}
      />
    </SimpleGrid>
  );
}

export function OfficialsPage() {
  const { t } = useTranslation('games');
  usePageTitle(t('officials.title'));
  const [search, setSearch] = useSearchParams();
  const set = (changes: Partial<Record<FilterKey, string | null>>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // Another filter starts at the first page.
    if (!('page' in changes)) next.delete('page');
    setSearch(next, { replace: true });
  };
  const page = Math.max(1, Number(search.get('page')) || 1);
  // From today on unless the filter says otherwise ("all": every day).
  const from = search.get('from');
  const { data: answer } = useAnswer(contract.games.list, {
    query: {
      competition: Number(search.get('competition')) || undefined,
      team: Number(search.get('team')) || undefined,
      from: from === 'all' ? undefined : (from ?? calendarDay()),
      to: search.get('to') || undefined,
      without_referees: search.get('without') === '1' ? 'true' : undefined,
      page: page - 1,
      page_size: PAGE_SIZE,
    },
  });
  const games = answer?.data;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h4">
          {t('officials.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('officials.intro')}
        </Text>
      </div>
      <OverdueTasks />
      <Filters search={search} set={set} />
      {!answer || !games ? (
        <PageLoader />
      ) : games.length === 0 ? (
        <Text c="dimmed">{t('officials.noGames')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="officials-count">
            {t('officials.count', { count: answer.meta.total_results })}
          </Text>
          <Stack gap="xs" data-testid="officials-games">
            {games.map((game) => (
              <Card key={game.id} withBorder padding="sm" data-testid={`officials-game-${game.number}`}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      #{game.number} · {game.home_team.name} – {game.away_team.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatGameDateTime(game.kickoff_time)} · {game.competition.name}
                      {game.group?.name ? ` · ${game.group.name}` : ''}
                    </Text>
                  </div>
                  <Group gap="xs" wrap="nowrap">
                    {game.status !== 'scheduled' && (
                      <Badge color={game.status === 'cancelled' ? 'red' : 'yellow'} variant="light">
                        {t(`officials.status.${game.status}`)}
                      </Badge>
                    )}
                    <Button
                      component={Link}
                      to={`/games/officials/${game.id}`}
                      size="xs"
                      variant="light"
                      leftSection={<IconUserCheck size={14} aria-hidden />}
                      aria-label={t('officials.openFor', { number: game.number })}
                    >
                      {t('officials.open')}
                    </Button>
                  </Group>
                </Group>
              </Card>
            ))}
          </Stack>
          {answer.meta.max_page > 0 && (
            <Pagination
              total={answer.meta.max_page + 1}
              value={page}
              onChange={(p) => set({ page: p > 1 ? String(p) : null })}
              getControlProps={(control) =>
                control === 'previous'
                  ? { 'aria-label': t('officials.pages.previous') }
                  : control === 'next'
                    ? { 'aria-label': t('officials.pages.next') }
                    : {}
              }
              getItemProps={(p) => ({ 'aria-label': t('officials.pages.page', { page: p }) })}
              aria-label={t('officials.pages.label')}
              size="sm"
            />
          )}
        </>
      )}
      <Anchor component={Link} to="/games/schedule" size="sm">
        {t('officials.toSchedule')}
      </Anchor>
    </Stack>
  );
}
