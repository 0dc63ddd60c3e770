// A followed team's card (decision 056): the next game with a countdown, the last result, the table position, the form
// of the last five and the team's calendar feed; "Meine Teams" on the start page and the guests' public page show it.
import { Anchor, Badge, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { webcalUrl } from '../../../shared/calendar';
import type { MyTeamDTO } from '../../../shared/schemas/follows';
import { typeOfKind } from '../../../shared/stats-categories';
import { formatGameDateTime } from '../../lib/datetime';

type TeamGame = NonNullable<MyTeamDTO['next_game']>;
type Outcome = MyTeamDTO['form'][number];

const MINUTE = 60_000;

function Countdown({ kickoff, now }: { kickoff: string; now: number }) {
  const { t } = useTranslation('follows');
  const minutes = Math.floor((new Date(kickoff).getTime() - now) / MINUTE);
  const text =
    minutes >= 24 * 60
      ? t('myTeams.countdown.days', { count: Math.floor(minutes / (24 * 60)) })
      : minutes >= 60
        ? t('myTeams.countdown.hours', { count: Math.floor(minutes / 60) })
        : minutes >= 1
          ? t('myTeams.countdown.minutes', { count: minutes })
          : t('myTeams.countdown.soon');
  return (
    <Badge variant="light" size="sm" data-testid="countdown">
      {text}
    </Badge>
  );
}

const outcomeOf = (g: TeamGame): Outcome | null =>
  g.own_score === null || g.enemy_score === null
    ? null
    : g.own_score > g.enemy_score
      ? 'W'
      : g.own_score < g.enemy_score
        ? 'L'
        : 'D';
const OUTCOME_COLOR: Record<Outcome, string> = { W: 'green', D: 'gray', L: 'red' };

function GameLine({ game, kind, now }: { game: TeamGame; kind: 'next' | 'last'; now: number }) {
  const { t } = useTranslation(['follows', 'stats']);
  const outcome = kind === 'last' ? outcomeOf(game) : null;
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t(kind === 'next' ? 'myTeams.next' : 'myTeams.last')}
      </Text>
      <Anchor component={Link} to={game.url} size="sm" fw={600} c="inherit">
        {t('myTeams.versus', { where: t(game.home ? 'myTeams.home' : 'myTeams.away'), name: game.opponent_name })}
      </Anchor>
      <Group gap={6} wrap="wrap" mt={2}>
        {kind === 'last' && game.own_score !== null && game.enemy_score !== null && (
          <Badge color={outcome ? OUTCOME_COLOR[outcome] : 'gray'} variant="filled" size="md" radius="sm">
            {`${game.own_score}:${game.enemy_score}${game.extra_time ? ` ${t(`stats:games.extraTime.${game.extra_time}`)}` : ''}`}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {formatGameDateTime(game.kickoff_time)}
        </Text>
        {game.is_live ? (
          <Badge color="red" size="sm">
            {t('myTeams.live')}
          </Badge>
        ) : game.status !== 'scheduled' ? (
          <Badge color="orange" variant="light" size="sm">
            {t(`myTeams.${game.status}`)}
          </Badge>
        ) : (
          kind === 'next' && <Countdown kickoff={game.kickoff_time} now={now} />
        )}
      </Group>
    </div>
  );
}

function Form({ form }: { form: Outcome[] }) {
  const { t } = useTranslation('follows');
  if (form.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap" data-testid="team-form">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('myTeams.form')}
      </Text>
      <Group gap={4} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {form.map((outcome, i) => (
          <li key={i}>
            <Badge color={OUTCOME_COLOR[outcome]} variant="light" size="sm" radius="sm" w={26} px={0}>
              <span aria-hidden>{t(`myTeams.formLetters.${outcome}`)}</span>
              <VisuallyHidden>{t(`myTeams.formWords.${outcome}`)}</VisuallyHidden>
            </Badge>
          </li>
        ))}
      </Group>
    </Group>
  );
}

export function TeamCard({ team, now }: { team: MyTeamDTO; now: number }) {
  const { t } = useTranslation('follows');
  const teamPage = team.competition
    ? `/stats/${typeOfKind(team.competition.kind)}/${team.competition.id}/teams/${team.team_id}`
    : null;
  return (
    <Card withBorder padding="md" data-testid="my-team">
      <Stack gap="sm">
        <div>
          {teamPage ? (
            <Anchor component={Link} to={teamPage} fw={700} c="inherit">
              {team.team_name}
            </Anchor>
          ) : (
            <Text fw={700}>{team.team_name}</Text>
          )}
          {team.competition && (
            <Text size="sm" c="dimmed">
              {team.competition.name}
            </Text>
          )}
        </div>
        {team.next_game ? (
          <GameLine game={team.next_game} kind="next" now={now} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('myTeams.noNext')}
          </Text>
        )}
        {team.last_result ? (
          <GameLine game={team.last_result} kind="last" now={now} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('myTeams.noLast')}
          </Text>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          {team.position && (
            <Text size="sm" data-testid="team-position">
              {team.position.table
                ? t('myTeams.positionIn', { ...team.position, table: team.position.table })
                : t('myTeams.position', team.position)}
              {' · '}
              {t('myTeams.points', { count: team.position.points })}
            </Text>
          )}
          <Form form={team.form} />
        </Group>
        <Anchor
          href={webcalUrl(window.location.host, team.calendar_url)}
          size="sm"
          aria-label={t('myTeams.calendarOf', { name: team.team_name })}
        >
          <Group gap={6} wrap="nowrap" component="span">
            <IconCalendarPlus size={16} aria-hidden />
            {t('myTeams.calendar')}
          </Group>
        </Anchor>
      </Stack>
    </Card>
  );
}
