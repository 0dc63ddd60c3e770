// /games/competitions (docs/product.md#game-day): the leagues and tournaments in the caller's scope, each opening its
// rules, penalties and groups; association admins also keep the seasons and create competitions here.
import { Badge, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contract } from '../../../../shared/contract';
import type { CompetitionListItemDTO } from '../../../../shared/schemas/competitions';
import { useSelf } from '../../../api/hooks';
import { useData } from '../../../api/endpoints';
import { PageLoader } from '../../../ui/PageLoader';
import { usePageTitle } from '../../../ui/use-page-title';
import { adminAssociations } from './association-admin';
import { NewCompetitionModal } from './NewCompetitionModal';
import { SeasonsCard } from './SeasonsCard';
import classes from './competitions.module.css';

function CompetitionRow({ competition }: { competition: CompetitionListItemDTO }) {
  const { t } = useTranslation('games');
  return (
    <UnstyledButton component={Link} to={`/games/competitions/${competition.id}`} className={classes.row}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {competition.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {competition.sport.name} · {competition.association.name}
          </Text>
        </div>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge size="sm" variant="light" color={competition.kind === 'league' ? 'blue' : 'grape'}>
            {t(`competitions.kind.${competition.kind}`)}
          </Badge>
          <IconChevronRight size={16} aria-hidden />
        </Group>
      </Group>
    </UnstyledButton>
  );
}

export function CompetitionsPage() {
  const { t } = useTranslation('games');
  usePageTitle(t('competitions.title'));
  const { data: self } = useSelf();
  const { data: competitions } = useData(contract.competitions.list, { query: {} });
  const [creating, setCreating] = useState(false);
  const associations = adminAssociations(self);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h4">
            {t('competitions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('competitions.intro')}
          </Text>
        </div>
        {associations.length > 0 && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('competitions.new')}
          </Button>
        )}
      </Group>
      {!competitions ? (
        <PageLoader />
      ) : competitions.length === 0 ? (
        <Text c="dimmed">{t('competitions.none')}</Text>
      ) : (
        <Card withBorder padding={0}>
          <nav aria-label={t('competitions.title')} data-testid="competition-list">
            {competitions.map((c) => (
              <CompetitionRow key={c.id} competition={c} />
            ))}
          </nav>
        </Card>
      )}
      {associations.length > 0 && <SeasonsCard />}
      <NewCompetitionModal opened={creating} associations={associations} onClose={() => setCreating(false)} />
    </Stack>
  );
}
