// /memberships/{playerID}/profile/contact/{contactID}: one contact person of the club with their positions.
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSelf } from '../../api/hooks';
import { PageLoader } from '../../ui/PageLoader';
import { UserAvatar } from '../../ui/UserAvatar';
import { AvatarMenu } from '../member/AvatarMenu';
import { groupContacts } from '../clubs/ClubProfileView';
import { useMembershipClub, useMembershipContext } from './context';
import { LinkOrText } from '../../ui/clubs/ClubProfileDetails';
import { mailHref, telHref } from '../../ui/clubs/links';
import { personName } from '../../../shared/person-name';

export function ClubContactPage() {
  const { t } = useTranslation('clubs');
  const { membership } = useMembershipContext();
  const { contactID } = useParams();
  const { data: club } = useMembershipClub(membership.club.id);
  const { data: self } = useSelf();
  if (!club) return <PageLoader />;
  const entry = groupContacts(club.contacts ?? []).find((c) => String(c.contact.id) === contactID);
  const back = (
    <Anchor component={Link} to={`/memberships/${membership.id}/profile`} size="sm">
      {t('membership.contact.back')}
    </Anchor>
  );
  if (!entry)
    return (
      <Stack>
        {back}
        <Text c="dimmed">{t('membership.notFound')}</Text>
      </Stack>
    );
  const { contact, positions } = entry;
  const name = personName(contact);
  return (
    <Stack gap="sm">
      {back}
      <Card withBorder padding="md">
        <Stack gap="sm">
          {/* Another person's picture has the avatar menu to report it; the member's own is only shown here. */}
          {self && self.id !== contact.id ? (
            <AvatarMenu personId={contact.id} name={name} avatarState={contact.avatar_state ?? 'none'} own={false} size={64} />
          ) : (
            <UserAvatar
              personId={contact.id}
              firstname={contact.firstname}
              lastname={contact.lastname}
              avatarState={contact.avatar_state ?? 'none'}
              size={64}
              radius="xl"
            />
          )}
          <Title order={2} size="h3">
            {name}
          </Title>
        </Stack>
        <Text size="xs" c="dimmed" mt="sm">
          {t('membership.contact.positions')}
        </Text>
        <Group gap={4}>
          {positions.map((p) => (
            <Badge key={p} variant="light">
              {t(`contactPositions.${p}`)}
            </Badge>
          ))}
        </Group>
        <Stack gap={6} mt="md">
          {contact.email && (
            <div>
              <Text size="xs" c="dimmed">
                {t('club.email')}
              </Text>
              <LinkOrText href={mailHref(contact.email)} text={contact.email} />
            </div>
          )}
          {contact.phone_number && (
            <div>
              <Text size="xs" c="dimmed">
                {t('club.phone')}
              </Text>
              <LinkOrText href={telHref(contact.phone_number)} text={contact.phone_number} />
            </div>
          )}
          {contact.mobile_phone && (
            <div>
              <Text size="xs" c="dimmed">
                {t('club.mobile')}
              </Text>
              <LinkOrText href={telHref(contact.mobile_phone)} text={contact.mobile_phone} />
            </div>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
