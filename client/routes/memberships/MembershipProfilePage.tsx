// /memberships/{playerID}/profile: the club profile overview with contacts and fields, and the team history.
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { ClubProfileDetails } from '../../ui/clubs/ClubProfileDetails';
import { ContactList, FieldList } from '../clubs/ClubProfileView';
import { formatDate } from '../../lib/datetime';
import { useMembershipClub, useMembershipContext } from './context';

export function MembershipProfilePage() {
  const { t } = useTranslation('clubs');
  const context = useMembershipContext();
  const { membership } = context;
  const { contactID, fieldID } = useParams();
  const { data: club } = useMembershipClub(membership.club.id);
  // The contact and field pages are children of the profile: they replace the overview.
  if (contactID || fieldID) return <Outlet context={context} />;
  if (!club) return <PageLoader />;
  const base = `/memberships/${membership.id}/profile`;

  return (
    <Stack gap="lg">
      <section aria-labelledby="club-profile">
        <Title order={2} size="h4" mb="xs" id="club-profile">
          {t('club.tabs.info')}
        </Title>
        <Card withBorder padding="md">
          {club.profile && <ClubProfileDetails profile={club.profile} />}
        </Card>
      </section>
      <section aria-labelledby="club-contacts">
        <Title order={2} size="h4" mb="xs" id="club-contacts">
          {t('club.tabs.contacts')}
        </Title>
        <ContactList contacts={club.contacts ?? []} linkTo={(c) => `${base}/contact/${c.id}`} />
      </section>
      <section aria-labelledby="club-fields">
        <Title order={2} size="h4" mb="xs" id="club-fields">
          {t('club.tabs.fields')}
        </Title>
        <FieldList fields={club.fields ?? []} linkTo={(f) => `${base}/field/${f.id}`} />
      </section>
      {membership.team_history.length > 0 && (
        <section aria-labelledby="team-history">
          <Title order={2} size="h4" mb="xs" id="team-history">
            {t('membership.history')}
          </Title>
          <Stack gap={4}>
            {membership.team_history.map((h) => (
              <Text key={`${h.team.id}-${h.active_from}`} size="sm">
                <Text span fw={500}>
                  {h.team.name}
                </Text>{' '}
                <Text span c="dimmed">
                  {t('membership.historyRange', {
                    from: formatDate(h.active_from),
                    to: h.active_to ? formatDate(h.active_to) : t('membership.today'),
                  })}
                </Text>
              </Text>
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}
