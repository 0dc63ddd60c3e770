// Team details (/clubs/{clubID}/teams/{teamID}): sport, gender, age class, players, leagues, and joining.
import { Alert, Anchor, Breadcrumbs, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { parseRouteId } from '../../api/resource';
import { ageClassLabel } from '../../../shared/schemas/teams';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageLoader } from '../../ui/PageLoader';
import { usePageTitle } from '../../ui/use-page-title';
import { useTeam } from './api';
import { GenderIcon } from './ClubDetailsPage';
import { sportName } from '../../ui/sport-name';
import { FollowButton } from '../../ui/follows/FollowButton';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </div>
  );
}

export function TeamDetailsPage() {
  const { t } = useTranslation('clubs');
  const params = useParams();
  const clubId = parseRouteId(params.clubID);
  const teamId = parseRouteId(params.teamID);
  const { data: team, notFound } = useTeam(clubId === null ? null : teamId);
  usePageTitle(team?.name ?? t('club.tabs.teams'));
  // A team of another club under this club's address is not this club's team.
  if (clubId === null || teamId === null || notFound || (team && team.club.id !== clubId)) {
    return <NotFoundPage back={{ to: clubId ? `/clubs/${clubId}` : '/clubs', label: t('club.back') }} />;
  }
  if (!team) return <PageLoader />;
  const age = ageClassLabel(team.min_age, team.max_age);
  const meta = team.userMeta;

  return (
    <Stack gap="md" maw={880}>
      <Breadcrumbs>
        <Anchor component={Link} to="/clubs" size="sm">
          {t('club.back')}
        </Anchor>
        <Anchor component={Link} to={`/clubs/${clubId}`} size="sm">
          {team.club.name}
        </Anchor>
        <Text size="sm">{team.name}</Text>
      </Breadcrumbs>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <GenderIcon gender={team.gender} />
          <Title order={1} size="h2">
            {team.name}
          </Title>
        </Group>
        <FollowButton target="team" id={team.id} name={team.name} signedIn />
      </Group>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Fact label={t('team.club')}>{team.club.name}</Fact>
          <Fact label={t('team.sport')}>{sportName(team.sport)}</Fact>
          <Fact label={t('team.gender')}>{t(`genders.${team.gender}`)}</Fact>
          <Fact label={t('team.ageClass')}>{age || t('team.noAgeClass')}</Fact>
          <Fact label={t('team.players')}>{team.playerCount?.count ?? 0}</Fact>
          {team.leagues && team.leagues.length > 0 && (
            <Fact label={t('team.leagues')}>
              {team.leagues.map((l) => (
                <Anchor key={l.id} component={Link} to={`/stats/leagues/${l.id}/games`} display="block">
                  {l.name}
                </Anchor>
              ))}
            </Fact>
          )}
        </SimpleGrid>
      </Card>
      {meta?.player ? (
        <Button component={Link} to={`/memberships/${meta.player.id}/profile`} variant="light" w="fit-content">
          {t('club.yourTeam')}
        </Button>
      ) : meta?.isJoinable ? (
        <Button component={Link} to={`/clubs/${team.club.id}/join?teamID=${team.id}`} w="fit-content" size="md">
          {t('club.join')}
        </Button>
      ) : (
        <Alert color="gray" icon={<IconInfoCircle aria-hidden />}>
          {t('team.notJoinable')}
        </Alert>
      )}
    </Stack>
  );
}
