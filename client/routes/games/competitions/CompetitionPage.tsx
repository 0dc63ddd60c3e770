// /games/competitions/{id} (docs/product.md#game-day): one league or tournament: its rules and periods, its penalty
// types and its groups per season with their teams. Read-only for those who may only see it.
import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarEvent } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { mutate } from 'swr';
import { contract } from '../../../../shared/contract';
import type { CompetitionDTO } from '../../../../shared/schemas/competitions';
import { urlOf, useData } from '../../../api/endpoints';
import { PageLoader } from '../../../ui/PageLoader';
import { usePageTitle } from '../../../ui/use-page-title';
import { rememberCompetition } from '../current-competition';
import { GroupsCard } from './GroupsCard';
import { PenaltiesCard } from './PenaltiesCard';
import { RulesCard } from './RulesCard';

export function CompetitionPage() {
  const { t } = useTranslation('games');
  const id = Number(useParams().competitionId);
  const input = Number.isInteger(id) && id > 0 ? { params: { id } } : null;
  const { data: competition, notFound, mutate: reload } = useData(contract.competitions.get, input, { notFoundState: true });
  usePageTitle(competition?.name ?? t('competitions.title'));
  // The schedule opens at the competition looked at (or just made) last.
  const shownId = competition?.id;
  useEffect(() => {
    if (shownId) rememberCompetition(shownId);
  }, [shownId]);
  if (notFound || !input) return <Text c="dimmed">{t('competitions.notFound')}</Text>;
  if (!competition) return <PageLoader />;
  const saved = (c: CompetitionDTO) => {
    void mutate(urlOf(contract.competitions.get, input), c, { revalidate: false });
    void mutate(urlOf(contract.competitions.list, { query: {} }));
  };
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/games/competitions" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: -2 }} /> {t('competitions.back')}
      </Anchor>
      <div>
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h4">
            {competition.name}
          </Title>
          <Badge variant="light" color={competition.kind === 'league' ? 'blue' : 'grape'}>
            {t(`competitions.kind.${competition.kind}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {competition.sport.name} · {competition.association.name}
        </Text>
        <Anchor component={Link} to={`/games/schedule?competition=${competition.id}`} size="sm">
          <IconCalendarEvent size={14} aria-hidden style={{ verticalAlign: -2 }} /> {t('competitions.toSchedule')}
        </Anchor>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RulesCard key={`rules-${competition.id}`} competition={competition} onSaved={saved} />
        <PenaltiesCard key={`penalties-${competition.id}`} competition={competition} />
      </SimpleGrid>
      <GroupsCard competition={competition} reload={() => reload()} />
    </Stack>
  );
}
