// Club details (spec: club-details): the teams a member may see with their user meta, joining for a sport,
// the club's profile, contacts and fields.
import { Anchor, Avatar, Badge, Breadcrumbs, Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconGenderFemale, IconGenderMale, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import useSWR from 'swr';
import type { ClubDTO } from '../../../shared/schemas/clubs';
import type { TeamDTO } from '../../../shared/schemas/teams';
import { PageLoader } from '../../ui/PageLoader';
import { usePageTitle } from '../../ui/use-page-title';
import { ClubProfileView, ContactList, FieldList } from './ClubProfileView';
import { teamSubtitle } from './labels';

const DETAILS_INCLUDE = 'listableTeams.playerCount,leaders,contacts,fields,profile,teams.userMeta,offeredSports';

export function GenderIcon({ gender }: { gender: TeamDTO['gender'] }) {
  if (gender === 'male') return <IconGenderMale size={18} aria-hidden />;
  if (gender === 'female') return <IconGenderFemale size={18} aria-hidden />;
  return <IconUsers size={18} aria-hidden />;
}

function TeamRow({ club, team, players }: { club: ClubDTO; team: TeamDTO; players: number | undefined }) {
  const { t } = useTranslation('clubs');
  const meta = team.userMeta;
  return (
    <Card withBorder padding="sm" component="li" data-testid="club-team">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <GenderIcon gender={team.gender} />
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/clubs/${club.id}/teams/${team.id}`} fw={600}>
              {team.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {teamSubtitle(t, team)}
              {players !== undefined ? ` · ${t('club.players', { count: players })}` : ''}
            </Text>
          </div>
        </Group>
        {meta?.player ? (
          <Badge variant="light" color="teal">
            {t('club.yourTeam')}
          </Badge>
        ) : meta?.isJoinable ? (
          <Button
            component={Link}
            to={`/clubs/${club.id}/join?teamID=${team.id}`}
            size="compact-md"
            variant="light"
            aria-label={`${t('club.join')}: ${team.name}`}
          >
            {t('club.join')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}

export function ClubDetailsPage() {
  const { t } = useTranslation('clubs');
  const { clubID } = useParams();
  const { data: club } = useSWR<ClubDTO>(`/api/clubs/${clubID}?include=${DETAILS_INCLUDE}`);
  usePageTitle(club?.name ?? t('search.title'));
  if (!club) return <PageLoader />;
  const counts = new Map((club.listableTeams ?? []).map((x) => [x.id, x.playerCount?.count]));
  const teams = club.teams ?? [];
  const sports = club.offeredSports ?? [];

  return (
    <Stack gap="md" maw={880}>
      <Breadcrumbs>
        <Anchor component={Link} to="/clubs" size="sm">
          {t('club.back')}
        </Anchor>
        <Text size="sm">{club.name}</Text>
      </Breadcrumbs>
      <Group gap="md" wrap="nowrap">
        <Avatar
          src={club.avatarState === 'ok' ? `/api/clubs/${club.id}/avatar` : null}
          name={club.name}
          color="initials"
          size="lg"
          alt=""
        />
        <div>
          <Title order={1} size="h2">
            {club.name}
          </Title>
          {club.city && <Text c="dimmed">{club.city}</Text>}
        </div>
      </Group>
      {/* Pills wrap into a second row on phones instead of squeezing four long labels. */}
      <Tabs defaultValue="teams" keepMounted={false} variant="pills">
        <Tabs.List>
          <Tabs.Tab value="teams">{t('club.tabs.teams')}</Tabs.Tab>
          <Tabs.Tab value="info">{t('club.tabs.info')}</Tabs.Tab>
          <Tabs.Tab value="contacts">{t('club.tabs.contacts')}</Tabs.Tab>
          <Tabs.Tab value="fields">{t('club.tabs.fields')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="teams" pt="md">
          <Stack gap="lg">
            {teams.length === 0 ? (
              <Text c="dimmed">{t('club.noTeams')}</Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {teams.map((team) => (
                  <TeamRow key={team.id} club={club} team={team} players={counts.get(team.id)} />
                ))}
              </Stack>
            )}
            {sports.length > 0 && (
              <section aria-labelledby="club-sports">
                <Title order={2} size="h5" id="club-sports">
                  {t('club.sports')}
                </Title>
                <Text size="sm" c="dimmed" mb="xs">
                  {t('club.sportsText')}
                </Text>
                <Group gap="xs">
                  {sports.map((s) =>
                    s.userMeta.player ? (
                      <Badge key={s.id} variant="light" color="teal" size="lg">
                        {s.name}: {t('club.member')}
                      </Badge>
                    ) : (
                      <Button
                        key={s.id}
                        component={Link}
                        to={`/clubs/${club.id}/join?sportID=${s.id}`}
                        variant="default"
                        disabled={!s.userMeta.isJoinable}
                        // A link cannot be disabled: tell assistive technology (and axe) it is inactive.
                        aria-disabled={!s.userMeta.isJoinable || undefined}
                      >
                        {t('club.joinSport', { sport: s.name })}
                      </Button>
                    ),
                  )}
                </Group>
              </section>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="info" pt="md">
          {club.profile && <ClubProfileView profile={club.profile} />}
        </Tabs.Panel>
        <Tabs.Panel value="contacts" pt="md">
          <ContactList contacts={club.contacts ?? []} />
        </Tabs.Panel>
        <Tabs.Panel value="fields" pt="md">
          <FieldList fields={club.fields ?? []} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
