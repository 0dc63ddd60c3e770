// Game details (docs/product.md#statistics): teams, score, live indicator and the events, a finished game's score sheet
// (PDF) and the corrections of a locked sheet with their reasons; refreshes every
// LIVE_REFRESH_MS (or `?refresh=`) while the game is live and stops once it is finished.
import { Alert, Anchor, Badge, Box, Card, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconClockPause,
  IconCoffee,
  IconFileTypePdf,
  IconMapPin,
  IconPencilCheck,
  IconTarget,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useMatches, useParams, useSearchParams } from 'react-router';
import useSWR from 'swr';
import type { GameEventDTO, StatsGameDTO } from '../../../shared/schemas/stats';
import { periodBounds, readGameClock } from '../../../shared/game-clock';
import { associationTimeZone, formatGameDate, formatGameDateTime, useViewerZone, zoneMarks } from '../../lib/datetime';
import { PublicFollowButton } from '../../ui/follows/FollowButton';
import { GameStatusBadge } from '../../ui/stats/GameStatusBadge';
import { OutcomeBadge } from '../../ui/stats/OutcomeBadge';
import { formatClock, playMinute } from '../../ui/stats/format';
import { LiveIndicator, type MinuteClock } from '../../ui/stats/LiveIndicator';
import { StatsNotFound, TableSkeleton } from '../../ui/stats/StatsStates';
import { useNow } from '../../ui/stats/use-now';
import { usePhone } from '../../ui/stats/use-phone';
import { usePageTitle } from '../../ui/use-page-title';
import { contract } from '../../../shared/contract';
import { call, isNotFound, urlOf } from '../../api/endpoints';
import { useStats } from './api';
import { useLiveGame } from '../../lib/live';
import { usePlayerName } from '../../ui/stats/player-name';
import { refreshInterval } from './refresh';
import { useStatsViewer } from './StatsViewerLayout';

const EVENT_ICON: Record<GameEventDTO['type'], ReactNode> = {
  goal: <IconTarget size={16} aria-hidden />,
  foul: <IconAlertTriangle size={16} aria-hidden />,
  timeout: <IconClockPause size={16} aria-hidden />,
  break: <IconCoffee size={16} aria-hidden />,
  shootout: <IconTarget size={16} aria-hidden />,
};

/** One event of the play-by-play: plain elements styled by client/ui/stats/game-events.css (cheap to hydrate). */
function EventRow({ event, score, teamName }: { event: GameEventDTO; score: string | null; teamName: string | null }) {
  const { t } = useTranslation('stats');
  const nameOf = usePlayerName();
  const player = event.player_name
    ? [event.jersey_number ? `#${event.jersey_number}` : null, nameOf(event.player_name, event.player_erased)]
        .filter(Boolean)
        .join(' ')
    : null;
  const details: string[] = [];
  if (event.type === 'goal' && event.assist_name) {
    details.push(t('game.assist', { name: nameOf(event.assist_name, event.assist_erased) }));
  }
  if (event.type === 'foul' && event.foul_kind) details.push(t(`game.foulKind.${event.foul_kind}`));
  if (event.type === 'foul' && event.penalty_seconds !== null) details.push(formatClock(event.penalty_seconds));
  if (event.type === 'shootout' && event.scored !== null) details.push(t(event.scored ? 'game.scored' : 'game.missed'));
  return (
    <li className="game-event" data-event={event.type} data-side={event.away_team ? 'away' : 'home'}>
      <span className="game-event__time">{formatClock(event.event_time)}</span>
      <span className="game-event__icon" aria-hidden>
        {EVENT_ICON[event.type]}
      </span>
      <div className="game-event__body">
        <div className="game-event__head">
          <span className="game-event__kind">{t(`game.event.${event.type}`)}</span>
          {score && <span className="game-event__score">{score}</span>}
          {teamName && <span className="game-event__dimmed">{teamName}</span>}
        </div>
        {(player || details.length > 0) && <div>{[player, ...details].filter(Boolean).join(' · ')}</div>}
      </div>
    </li>
  );
}

/**
 * The kick-off, with the zone named for a reader elsewhere: a component of its own, so that after a served page
 * hydrates React draws only this line again for such a reader, not the whole game page.
 */
function Kickoff({ at }: { at: string | null }) {
  const { t, i18n } = useTranslation('stats');
  const viewerZone = useViewerZone();
  const text = (zone: string | undefined) =>
    t('labelValue', {
      ns: 'common',
      label: t('game.kickoff'),
      value: formatGameDateTime(at, { language: i18n.language, viewerZone: zone }),
    });
  // Marked for a served page's own script, which names the zone for a reader elsewhere where the app does not run.
  return (
    <Text size="sm" {...zoneMarks(at, text(associationTimeZone()), { language: i18n.language })}>
      {text(viewerZone)}
    </Text>
  );
}

/**
 * The minute of play of a live game at `now` by the game clock's rule (shared/game-clock.ts): the answer's clock as of
 * `asOf`, moving on while it runs; at the period's end it stays in the period's last minute.
 */
function liveMinute(game: StatsGameDTO, asOf: number, now: number): number {
  const clock = readGameClock(
    {
      period: game.period ?? 1,
      clockSeconds: game.ellapsed_time ?? 0,
      clockRunningSince: game.clock_running ? asOf : null,
    },
    { periodSeconds: game.period_length },
    Math.max(now, asOf),
  );
  return playMinute(clock.atPeriodEnd ? clock.elapsed - 1 : clock.elapsed);
}

/** The answer's game clock for a served page's own script, which moves the minute on (client/islands/minute.ts). */
function minuteClock(game: StatsGameDTO, asOf: number): MinuteClock {
  const { end } = periodBounds(game.period ?? 1, { periodSeconds: game.period_length });
  return {
    seconds: game.ellapsed_time ?? 0,
    since: game.clock_running ? asOf : undefined,
    end: game.period_length > 0 ? end : undefined,
  };
}

/**
 * The game's score sheet for a signed-in person who may keep or view it: the public page knows no rights, so it asks
 * the sheet itself (its `rights`; a 403 quietly means no link). Guests and the server's rendering never ask.
 */
function SheetLink({ gameId }: { gameId: string }) {
  const { t } = useTranslation('stats');
  const signedIn = useMatches().some((m) => (m.loaderData as { has_session?: boolean } | undefined)?.has_session === true);
  const id = Number(gameId);
  const key = signedIn && Number.isInteger(id) ? urlOf(contract.scoreSheet.get, { params: { id } }) : null;
  const { data } = useSWR(
    key,
    async () => (await call(contract.scoreSheet.get, { params: { id } }, { ownErrors: () => true })).data,
  );
  if (!data || !Object.values(data.rights).some(Boolean)) return null;
  return (
    <Anchor component={Link} to={`/sheet/${id}`} size="sm" data-testid="game-sheet-link">
      {t('game.sheet')}
    </Anchor>
  );
}

export function GameDetailsPage() {
  const { t } = useTranslation('stats');
  const { gameID = '' } = useParams();
  useLiveGame(gameID);
  const [params] = useSearchParams();
  const refreshMs = refreshInterval(params.get('refresh'));
  const { base, search, type, id } = useStatsViewer();
  const phone = usePhone();
  const { data, error } = useStats(
    contract.stats.game,
    { params: { gameID } },
    {
      refresh: (latest) => (latest?.game.is_live ? refreshMs : 0),
    },
  );
  const game = data?.game;
  // The minute moves on between refreshes while the game clock runs, and stops at the period's end.
  const now = useNow(10_000, Boolean(game?.is_live && game.clock_running));
  usePageTitle(game ? `${game.home_team_name} – ${game.away_team_name}` : t('title'));

  if (isNotFound(error)) return <StatsNotFound />;
  if (!data || !game) return <TableSkeleton rows={4} />;
  // A game opened under another league or tournament: to its own, so header, season and team links match it.
  if (data.category.type !== type || String(data.category.id) !== id) {
    const own = `/stats/${data.category.type}/${data.category.id}/games/${game.id}?seasonID=${data.season.id}`;
    return <Navigate replace to={`${own}${params.has('refresh') ? `&refresh=${params.get('refresh')}` : ''}`} />;
  }

  let home = 0;
  let away = 0;
  const rows = game.events.map((event) => {
    if (event.type === 'goal') {
      if (event.away_team) away++;
      else home++;
    }
    const teamName = event.type === 'break' ? null : event.away_team ? game.away_team_name : game.home_team_name;
    return { event, score: event.type === 'goal' ? `${home}:${away}` : null, teamName };
  });
  const status = game.is_live ? (
    <LiveIndicator
      size="sm"
      minute={game.ellapsed_time !== null ? liveMinute(game, Date.parse(data.as_of), now) : undefined}
      clock={minuteClock(game, Date.parse(data.as_of))}
    />
  ) : game.is_finished ? (
    <Badge variant="light" color="gray">
      {t('game.finished')}
    </Badge>
  ) : game.status !== 'scheduled' ? (
    <GameStatusBadge game={game} />
  ) : (
    <Badge variant="light">{t('game.scheduled')}</Badge>
  );
  const showScore = game.home_score !== null && game.away_score !== null;
  const scoreLabel = showScore
    ? t('game.scoreLabel', {
        home: game.home_team_name,
        away: game.away_team_name,
        score: `${game.home_score}:${game.away_score}${game.extra_time ? ` ${t(`games.extraTimeLong.${game.extra_time}`)}` : ''}`,
      })
    : t('games.noScore');

  return (
    <Stack gap="md" maw={960}>
      <Anchor component={Link} to={`${base}/games${search}`} size="sm">
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('game.back')}
        </Group>
      </Anchor>
      <Card withBorder padding="lg" component="section" aria-labelledby="game-title">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" c="dimmed" id="game-title">
              {[t('game.title', { number: game.number }), game.group_name, data.season.name].filter(Boolean).join(' · ')}
            </Text>
            <Group gap="sm">
              <PublicFollowButton target="game" id={game.id} name={`${game.home_team_name} – ${game.away_team_name}`} />
              <SheetLink gameId={gameID} />
              <div data-testid="game-status">{status}</div>
              <OutcomeBadge game={game} />
            </Group>
          </Group>
          {phone ? (
            <Stack gap={4} data-testid="game-score" role="group" aria-label={scoreLabel}>
              {[
                { id: game.home_team_id, name: game.home_team_name, score: game.home_score },
                { id: game.away_team_id, name: game.away_team_name, score: game.away_score },
              ].map((side) => (
                <Group key={side.id} justify="space-between" wrap="nowrap" gap="sm">
                  <Anchor component={Link} to={`${base}/teams/${side.id}${search}`} fw={700} size="md" py={4}>
                    {side.name}
                  </Anchor>
                  <Text fz={30} fw={700} lh={1.1} c={game.is_live ? 'var(--mantine-color-red-text)' : undefined} aria-hidden>
                    {showScore ? side.score : '–'}
                  </Text>
                </Group>
              ))}
            </Stack>
          ) : (
            <Box
              style={{
                display: 'grid',
                gridTemplateColumns: '1fr auto 1fr',
                gap: 'var(--mantine-spacing-md)',
                alignItems: 'center',
              }}
            >
              <Anchor
                component={Link}
                to={`${base}/teams/${game.home_team_id}${search}`}
                fw={700}
                ta="right"
                size="lg"
                style={{ overflowWrap: 'anywhere' }}
              >
                {game.home_team_name}
              </Anchor>
              <Title
                order={2}
                ta="center"
                fz={44}
                c={game.is_live ? 'var(--mantine-color-red-text)' : undefined}
                style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                data-testid="game-score"
                aria-label={scoreLabel}
              >
                {showScore ? `${game.home_score} : ${game.away_score}` : '– : –'}
                {game.extra_time && (
                  <Text span fz="md" fw={600} display="block" data-testid="game-extra-time">
                    {t(`games.extraTime.${game.extra_time}`)}
                  </Text>
                )}
              </Title>
              <Anchor
                component={Link}
                to={`${base}/teams/${game.away_team_id}${search}`}
                fw={700}
                size="lg"
                style={{ overflowWrap: 'anywhere' }}
              >
                {game.away_team_name}
              </Anchor>
            </Box>
          )}
          <Divider />
          <Group gap="lg" wrap="wrap" justify="center">
            <Kickoff at={game.kickoff_time} />
            {game.duration !== null && (
              <Text size="sm">
                {t('labelValue', { ns: 'common', label: t('game.duration'), value: formatClock(game.duration) })}
              </Text>
            )}
            {game.status !== 'scheduled' && game.status_reason && (
              <Text size="sm" c={game.status === 'cancelled' ? 'red' : undefined} data-testid="game-status-reason">
                {t('labelValue', { ns: 'common', label: t(`games.status.${game.status}`), value: game.status_reason })}
              </Text>
            )}
            {game.location && (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{game.location}</Text>
              </Group>
            )}
            {game.is_finished && (
              <Anchor
                href={urlOf(contract.scoreSheet.document, { params: { gameID: game.id } })}
                target="_blank"
                rel="noopener"
                size="sm"
                py={4}
                data-testid="game-score-sheet"
              >
                <Group gap={4} wrap="nowrap" component="span">
                  <IconFileTypePdf size={16} aria-hidden />
                  {t('game.sheetPdf')}
                </Group>
              </Anchor>
            )}
          </Group>
        </Stack>
      </Card>
      {game.corrections.length > 0 && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconPencilCheck size={20} aria-hidden />}
          title={t('game.corrected')}
          data-testid="game-corrections"
        >
          <Text size="sm" mb={4}>
            {t('game.correctedNote')}
          </Text>
          <List size="sm" spacing={4}>
            {game.corrections.map((c) => (
              <List.Item key={`${c.created_at}-${c.reason}`}>
                {t('game.correction', { date: formatGameDate(c.created_at), reason: c.reason })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Card withBorder padding="xs" component="section" aria-labelledby="game-events">
        <Title order={2} size="h5" px="sm" pt="xs" pb="xs" id="game-events">
          {t('game.events')}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm" px="sm" pb="sm">
            {t('game.noEvents')}
          </Text>
        ) : (
          <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('game.events')}>
            {rows.map((row) => (
              <EventRow key={row.event.id} {...row} />
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
