// /games/officials (docs/product.md#game-day): the overdue game tasks of the caller's leagues, and the coming games,
// each with the way to its officials (/games/officials/{id}).
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contract } from '../../../../shared/contract';
import { useData } from '../../../api/endpoints';
import { calendarDay, formatGameDateTime } from '../../../lib/datetime';
import { PageLoader } from '../../../ui/PageLoader';
import { usePageTitle } from '../../../ui/use-page-title';
import { personName } from '../../../../shared/person-name';

const GAMES_INPUT = { query: { from: calendarDay(), page_size: 100 } } as const;

function OverdueTasks() {
  const { t } = useTranslation('games');
  const { data: tasks } = useData(contract.gameOfficials.overdueTasks, { query: {} });
  if (!tasks || tasks.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('officials.overdue.title', { count: tasks.length })}
      data-testid="overdue-tasks"
    >
      <Stack gap={6}>
        {tasks.map((task) => (
          <Group key={task.id} gap="xs" wrap="wrap" justify="space-between">
            <Text size="sm">
              <Text span fw={600}>
                {personName(task.person)}
              </Text>
              {' · '}
              {t(`officials.taskTypes.${task.type}`)}
            </Text>
            <Text size="sm" c="dimmed">
              #{task.game.number} {task.game.home_team_name} – {task.game.away_team_name} ·{' '}
              {formatGameDateTime(task.game.kickoff_time)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}

export function OfficialsPage() {
  const { t } = useTranslation('games');
  usePageTitle(t('officials.title'));
  const { data: games } = useData(contract.games.list, GAMES_INPUT);
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
      {!games ? (
        <PageLoader />
      ) : games.length === 0 ? (
        <Text c="dimmed">{t('officials.noGames')}</Text>
      ) : (
        <Stack gap="xs" data-testid="officials-games">
          {games.map((game) => (
            <Card key={game.id} withBorder padding="sm">
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
      )}
      <Anchor component={Link} to="/games/schedule" size="sm">
        {t('officials.toSchedule')}
      </Anchor>
    </Stack>
  );
}
