// Club details (docs/product.md#clubs-and-joining): the teams a member may see with their user meta, joining for a sport,
// the club's profile, contacts and fields.
import { Anchor, Badge, Breadcrumbs, Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconGenderFemale, IconGenderMale, IconUsers } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ClubDTO } from '../../../shared/schemas/clubs';
import type { SelfMembershipDTO } from '../../../shared/schemas/self';
import type { TeamDTO } from '../../../shared/schemas/teams';
import { useSelf } from '../../api/hooks';
import { parseRouteId } from '../../api/resource';
import { ClubLogo } from '../../ui/clubs/ClubLogo';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageLoader } from '../../ui/PageLoader';
import scrollCue from '../../ui/scroll-cue.module.css';
import { sportName } from '../../ui/sport-name';
import { ReactivateButton } from '../memberships/ReactivateModal';
import { usePageTitle } from '../../ui/use-page-title';
import { ClubProfileDetails } from '../../ui/clubs/ClubProfileDetails';
import { ContactList, FieldList } from './ClubProfileView';
import { useClub } from './api';
import { teamSubtitle } from './labels';

export function GenderIcon({ gender }: { gender: TeamDTO['gender'] }) {
  if (gender === 'male') return <IconGenderMale size={18} aria-hidden />;
  if (gender === 'female') return <IconGenderFemale size={18} aria-hidden />;
  return <IconUsers size={18} aria-hidden />;
}

/** Why a team takes nobody from this user; the club's own memberships tell the exact reason, else the general one. */
function refusalText(t: TFunction<'clubs'>, team: TeamDTO, own: SelfMembershipDTO[]): string {
  const sameSport = own.filter((m) => m.sport.id === team.sport.id);
  if (sameSport.some((m) => !m.is_alumni)) return t('team.sportAlreadyPlayed');
  if (sameSport.length > 0) return t('club.alumniHint');
  return t('team.notJoinable');
}

interface RowProps {
  club: ClubDTO;
  team: TeamDTO;
  players: number | undefined;
  /** The user's memberships in this club. */
  own: SelfMembershipDTO[];
  onReactivated: () => Promise<unknown>;
}

function TeamRow({ club, team, players, own, onReactivated }: RowProps) {
  const { t } = useTranslation('clubs');
  const meta = team.userMeta;
  const alumni = meta?.player ? own.find((m) => m.id === meta.player!.id && m.is_alumni) : undefined;
  return (
    <Card withBorder padding="sm" component="li" data-testid="club-team">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <GenderIcon gender={team.gender} />
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/clubs/${club.id}/teams/${team.id}`} fw={600}>
              {team.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {teamSubtitle(t, team)}
              {players !== undefined ? ` · ${t('club.players', { count: players })}` : ''}
            </Text>
            {meta && !meta.player && !meta.isJoinable && (
              <Text size="xs" c="dimmed" mt={2}>
                {refusalText(t, team, own)}
              </Text>
            )}
          </div>
        </Group>
        {alumni ? (
          <Group gap="xs">
            <Badge variant="light" color="gray">
              {t('membership.alumni')}
            </Badge>
            <ReactivateButton membershipId={alumni.id} club={club.name} onReactivated={onReactivated} />
          </Group>
        ) : meta?.player ? (
          <Badge variant="light" color="teal">
            {t('club.yourTeam')}
          </Badge>
        ) : meta?.isJoinable ? (
          <Button
            component={Link}
            to={`/clubs/${club.id}/join?teamID=${team.id}`}
            size="compact-md"
            variant="light"
            aria-label={t('labelValue', { ns: 'common', label: t('club.join'), value: team.name })}
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
  const clubId = parseRouteId(useParams().clubID);
  const { data: club, mutate, notFound } = useClub(clubId);
  const { data: self } = useSelf();
  usePageTitle(club?.name ?? t('search.title'));
  if (clubId === null || notFound) return <NotFoundPage back={{ to: '/clubs', label: t('club.back') }} />;
  if (!club) return <PageLoader />;
  const own = (self?.memberships ?? []).filter((m) => m.club.id === club.id);
  // After a reactivation the teams' and sports' user meta change.
  const reload = () => mutate();
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
        <ClubLogo clubId={club.id} name={club.name} avatarState={club.avatarState} size="lg" alt="" />
        <div>
          <Title order={1} size="h2">
            {club.name}
          </Title>
          {club.city && <Text c="dimmed">{club.city}</Text>}
        </div>
      </Group>
      {/* One row of pills; on a phone it scrolls sideways with a shadow cue at the edge that has more. */}
      <Tabs defaultValue="teams" keepMounted={false} variant="pills">
        <Tabs.List className={scrollCue.row}>
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
                  <TeamRow key={team.id} club={club} team={team} players={counts.get(team.id)} own={own} onReactivated={reload} />
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
                  {sports.map((s) => {
                    const alumni = own.find((m) => m.id === s.userMeta.player?.id && m.is_alumni);
                    return alumni ? (
                      <Group key={s.id} gap="xs">
                        <Badge variant="light" color="gray" size="lg">
                          {sportName(s)}: {t('membership.alumni')}
                        </Badge>
                        <ReactivateButton membershipId={alumni.id} club={club.name} onReactivated={reload} />
                      </Group>
                    ) : s.userMeta.player ? (
                      <Badge key={s.id} variant="light" color="teal" size="lg">
                        {sportName(s)}: {t('club.member')}
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
                        {t('club.joinSport', { sport: sportName(s) })}
                      </Button>
                    );
                  })}
                </Group>
              </section>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="info" pt="md">
          {club.profile && <ClubProfileDetails profile={club.profile} />}
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
