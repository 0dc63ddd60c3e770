// The games list (docs/product.md#statistics: number linked to details, date, time with the live indicator, teams linked to the team
// page, score only once a game is live or finished, else dashes). A table on wider screens; on phones each game
// collapses into a compact block, so nothing needs sideways scrolling.
import { Anchor, Box, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StatsGameDTO } from '../../../shared/schemas/stats';
import { associationTimeZone, formatGameDate, formatGameTime, useViewerZone, zoneMarks } from '../../lib/datetime';
import { GameStatusBadge } from './GameStatusBadge';
import { LiveIndicator } from './LiveIndicator';
import { OutcomeBadge } from './OutcomeBadge';
import { NoData } from './StatsStates';
import { usePhone } from './use-phone';

interface GamesTableProps {
  games: StatsGameDTO[];
  /** `/stats/{type}/{id}`: where game and team links lead. */
  base: string;
  /** `?seasonID=...` of the page, kept on team links. */
  search: string;
  /** The team page's own team: muted and not linked. */
  ownTeamId?: number;
  caption: string;
}

const hasScore = (g: StatsGameDTO) => g.home_score !== null && g.away_score !== null;

export function Score({ game }: { game: StatsGameDTO }) {
  const { t } = useTranslation('stats');
  if (!hasScore(game)) {
    return (
      // Read as its words, not as dashes (an image of them: a span takes no name of its own).
      <Text span c="dimmed" role="img" aria-label={t('games.noScore')}>
        –&nbsp;:&nbsp;–
      </Text>
    );
  }
  return (
    <Text span fw={700} c={game.is_live ? 'var(--mantine-color-red-text)' : undefined} style={{ whiteSpace: 'nowrap' }}>
      {game.home_score}&nbsp;:&nbsp;{game.away_score}
      {game.extra_time && (
        <Text span size="xs" fw={600} title={t(`games.extraTimeLong.${game.extra_time}`)} data-testid="extra-time">
          {' '}
          {t(`games.extraTime.${game.extra_time}`)}
        </Text>
      )}
    </Text>
  );
}

/** `block`: a taller tap target for phones. */
function TeamName({ id, name, props, block }: { id: number; name: string; props: GamesTableProps; block?: boolean }) {
  if (id === props.ownTeamId) {
    return (
      <Text span c="dimmed" size="sm" display={block ? 'block' : undefined} py={block ? 5 : undefined}>
        {name}
      </Text>
    );
  }
  return (
    <Anchor
      component={Link}
      to={`${props.base}/teams/${id}${props.search}`}
      size="sm"
      display={block ? 'block' : undefined}
      py={block ? 5 : undefined}
    >
      {name}
    </Anchor>
  );
}

/**
 * A kick-off time, with the zone named for a reader elsewhere. A component of its own: after a served page hydrates,
 * React draws again only these for a reader in another zone, not the whole list (synchronously, on a phone's CPU).
 */
function KickoffTime({ at, language }: { at: string | null; language: string }) {
  const viewerZone = useViewerZone();
  // Marked for a served page's own script, which names the zone for such a reader where the app does not run.
  const marks = zoneMarks(at, formatGameTime(at, { language, viewerZone: associationTimeZone() }), { language });
  return <span {...marks}>{formatGameTime(at, { language, viewerZone })}</span>;
}

function GameBlock({ game: g, props }: { game: StatsGameDTO; props: GamesTableProps }) {
  const { t, i18n } = useTranslation('stats');
  const side = (id: number, name: string, score: number | null) => (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Box miw={0}>
        <TeamName id={id} name={name} props={props} block />
      </Box>
      <Text
        fw={700}
        size="md"
        c={g.is_live ? 'var(--mantine-color-red-text)' : hasScore(g) ? undefined : 'dimmed'}
        miw={24}
        ta="right"
      >
        {score ?? '–'}
      </Text>
    </Group>
  );
  return (
    <Box
      component="li"
      px="sm"
      py="xs"
      bg={g.is_live ? 'var(--mantine-color-red-0)' : undefined}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-live={g.is_live || undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor component={Link} to={`${props.base}/games/${g.id}${props.search}`} size="sm" fw={600} py={6}>
          {/* The link's name is its visible text plus the teams (WCAG 2.5.3: the name contains what is seen). */}
          <Group gap={6} wrap="nowrap" component="span">
            <span>{`${t('games.number')} ${g.number}`}</span>
            <Text span size="sm" c="dimmed" fw={400}>
              {formatGameDate(g.kickoff_time)} · <KickoffTime at={g.kickoff_time} language={i18n.language} />
            </Text>
            <VisuallyHidden>{t('games.versus', { home: g.home_team_name, away: g.away_team_name })}</VisuallyHidden>
            <IconChevronRight size={14} aria-hidden />
          </Group>
        </Anchor>
        {g.is_live && <LiveIndicator size="xs" />}
        <OutcomeBadge game={g} size="xs" />
        {/* Beside the scores below they would read as a team's: after overtime or a shootout, said once up here. */}
        {g.extra_time && hasScore(g) && (
          <Text span size="xs" fw={600} title={t(`games.extraTimeLong.${g.extra_time}`)} data-testid="extra-time">
            {t(`games.extraTime.${g.extra_time}`)}
          </Text>
        )}
      </Group>
      {g.status !== 'scheduled' && (
        <Group gap={6} wrap="wrap">
          <GameStatusBadge game={g} size="xs" />
          {g.status_reason && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {g.status_reason}
            </Text>
          )}
        </Group>
      )}
      {side(g.home_team_id, g.home_team_name, g.home_score)}
      {side(g.away_team_id, g.away_team_name, g.away_score)}
    </Box>
  );
}

export function GamesTable(props: GamesTableProps) {
  const { t, i18n } = useTranslation('stats');
  const phone = usePhone();
  const { games, base, caption } = props;
  if (games.length === 0) return <NoData />;
  if (phone) {
    return (
      <Card withBorder padding={0}>
        <Stack gap={0} component="ul" p={0} m={0} mt={-1} style={{ listStyle: 'none' }} aria-label={caption}>
          {games.map((g) => (
            <GameBlock key={g.id} game={g} props={props} />
          ))}
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={600} type="native">
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="sm" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{t('games.number')}</Table.Th>
              <Table.Th w={110}>{t('games.date')}</Table.Th>
              <Table.Th w={140}>{t('games.time')}</Table.Th>
              <Table.Th>{t('games.home')}</Table.Th>
              <Table.Th>{t('games.away')}</Table.Th>
              <Table.Th w={100} ta="center">
                {t('games.score')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {games.map((g) => (
              <Table.Tr
                key={g.id}
                // The lightest red: links in the live row keep 4.5:1.
                bg={g.is_live ? 'var(--mantine-color-red-0)' : undefined}
                data-live={g.is_live || undefined}
              >
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`${base}/games/${g.id}${props.search}`}
                    fw={600}
                    aria-label={t('games.details', { number: g.number, home: g.home_team_name, away: g.away_team_name })}
                    display="inline-block"
                    py={4}
                    px={6}
                    ml={-6}
                  >
                    {g.number}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatGameDate(g.kickoff_time)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <KickoffTime at={g.kickoff_time} language={i18n.language} />
                    {g.is_live && <LiveIndicator size="xs" />}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <TeamName id={g.home_team_id} name={g.home_team_name} props={props} />
                </Table.Td>
                <Table.Td>
                  <TeamName id={g.away_team_id} name={g.away_team_name} props={props} />
                </Table.Td>
                <Table.Td ta="center">
                  {g.status === 'scheduled' || hasScore(g) ? <Score game={g} /> : <GameStatusBadge game={g} />}
                  {g.outcome && (
                    <Box mt={2}>
                      <OutcomeBadge game={g} size="xs" />
                    </Box>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
