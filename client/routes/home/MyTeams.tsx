// "Meine Teams" on the start page (decision 056): per followed team, own teams first, its card (client/ui/follows/TeamCard.tsx).
import { Anchor, Group, SimpleGrid } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contract } from '../../../shared/contract';
import { useData } from '../../api/endpoints';
import { TeamCard } from '../../ui/follows/TeamCard';
import { Section } from './HomeSections';

const MINUTE = 60_000;

/** The current time, moved on every half minute (the countdowns count minutes). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE / 2);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The start page's section; nothing while the member follows no team. */
export function MyTeamsSection() {
  const { t } = useTranslation('follows');
  const { data: teams } = useData(contract.follows.myTeams, {});
  const now = useNow();
  if (!teams || teams.length === 0) return null;
  return (
    <Section
      id="my-teams-title"
      title={t('myTeams.title')}
      action={
        <Anchor component={Link} to="/notifications" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            <IconBell size={14} aria-hidden />
            {t('myTeams.settings')}
          </Group>
        </Anchor>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="my-teams">
        {teams.map((team) => (
          <TeamCard key={team.team_id} team={team} now={now} />
        ))}
      </SimpleGrid>
    </Section>
  );
}
