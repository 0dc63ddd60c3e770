// A guest's "Meine Teams" (/stats/my-teams, decision 056): the teams followed in this browser with their next game,
// last result, table place and form. The server draws the frame; client/islands/my-teams.ts fills it without the app,
// and the app (hydrated over the page, or a member's) draws the same cards itself.
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../shared/contract';
import { useData } from '../../api/endpoints';
import { associationTimeZone } from '../../lib/datetime';
import { useGuestFollows } from '../../ui/follows/use-guest-follows';
import { useNow } from '../../ui/stats/use-now';
import { StatsBreadcrumbs } from '../../ui/stats/StatsBreadcrumbs';
import { usePageTitle } from '../../ui/use-page-title';
import { TeamCard } from '../../ui/follows/TeamCard';

/** MAX_MY_TEAMS of the API (shared/schemas/follows.ts brings zod along); the island's copy is GUEST_TEAMS_LIMIT. */
export const MAX_GUEST_TEAMS = 20;

export function GuestTeamsPage() {
  const { t, i18n } = useTranslation(['follows', 'stats']);
  usePageTitle(t('myTeams.title'));
  const follows = useGuestFollows();
  const ids = follows.filter((f) => f.target === 'team').map((f) => f.id);
  const { data, error } = useData(
    contract.follows.guestTeams,
    ids.length > 0 ? { query: { ids: ids.slice(-MAX_GUEST_TEAMS).join(',') } } : null,
  );
  // The island's texts in the page's language (placeholders and plural forms as in locales/*/follows.json).
  const texts = JSON.stringify({
    ...(t('myTeams', { returnObjects: true }) as object),
    ...(t('guestTeams', { returnObjects: true }) as object),
    extraTime: t('stats:games.extraTime', { returnObjects: true }),
  });
  const now = useNow(30_000, true);
  const state = ids.length === 0 ? 'empty' : error ? 'failed' : 'loading';
  return (
    <Stack gap="md" maw={960}>
      <StatsBreadcrumbs items={[{ label: t('stats:title'), to: '/stats' }, { label: t('myTeams.title') }]} />
      <Title order={1} size="h2">
        {t('myTeams.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('guestTeams.intro')}
      </Text>
      <div data-island="my-teams" data-texts={texts} data-language={i18n.language} data-zone={associationTimeZone()}>
        {data && data.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="my-teams">
            {data.map((team) => (
              <TeamCard key={team.team_id} team={team} now={now} />
            ))}
          </SimpleGrid>
        ) : (
          <Text data-testid="my-teams-state">{t(`guestTeams.${state}`)}</Text>
        )}
      </div>
    </Stack>
  );
}
