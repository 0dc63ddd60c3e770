// admin.member.details (/admin/members/{id}): person and contact data, memberships, tags, roles (ACL rules),
// international teams, licences and retirement; each box (member-details/) shows its actions only when the viewer
// may use them.
import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { parseRouteId } from '../../api/resource';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageLoader } from '../../ui/PageLoader';
import { LicensePanel } from '../../ui/admin/LicensePanel';
import { usePageTitle } from '../../ui/use-page-title';
import { useAdminOptions, usePerson } from './api';
import { ContactCard } from './member-details/ContactCard';
import { InternationalCard } from './member-details/InternationalCard';
import { LeaguesCard } from './member-details/LeaguesCard';
import { MemberHeader } from './member-details/MemberHeader';
import { MembershipsCard } from './member-details/MembershipsCard';
import { RetirementCard } from './member-details/RetirementCard';
import { RolesCard } from './member-details/RolesCard';
import { TagsCard } from './member-details/TagsCard';
import { MergeCard } from './member-details/MergeCard';
import { personName } from '../../../shared/person-name';

export function MemberDetailsPage() {
  const { t } = useTranslation('admin');
  const id = parseRouteId(useParams().id);
  const { data: person, mutate, notFound } = usePerson(id);
  const { data: options } = useAdminOptions();
  usePageTitle(person ? personName(person) : t('details.title'));
  if (id === null || notFound) return <NotFoundPage back={{ to: '/admin/member', label: t('list.title') }} />;
  if (!person) return <PageLoader />;
  const may = (p: (typeof person.meta.permissions)[number]) => person.meta.permissions.includes(p);
  const reload = () => void mutate();
  const canPlayers = may('players.edit') || may('players.changeTeam') || may('players.changeClub');
  const pool = options?.license_pool ?? [];
  const showLicenses = person.licenses.length > 0 || (pool.length > 0 && may('referees.edit'));

  return (
    <Stack gap="md">
      <MemberHeader person={person} canEdit={may('persons.update')} reload={reload} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <ContactCard person={person} canEdit={may('persons.update')} />
            <MembershipsCard person={person} canEdit={canPlayers} />
            <LeaguesCard person={person} />
            {showLicenses && (
              <LicensePanel
                personId={person.id}
                readOnly={!may('referees.edit')}
                pool={pool}
                onChanged={reload}
                assigned={person.licenses.map((l) => ({
                  id: l.id,
                  name: l.name,
                  abbreviation: l.abbreviation,
                  color: l.color,
                  levels: l.levels,
                  level: l.level,
                  valid_from: l.pivot.valid_from,
                  valid_to: l.pivot.valid_to,
                  is_valid: l.is_valid,
                }))}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <TagsCard person={person} canEdit={may('persons.update')} reload={reload} />
            <RolesCard person={person} canEdit={may('persons.update')} reload={reload} />
            <InternationalCard person={person} canEdit={may('persons.update')} reload={reload} />
            {may('persons.retireFromAssociation') && <RetirementCard person={person} reload={reload} />}
            {may('persons.update') && <MergeCard personId={person.id} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
