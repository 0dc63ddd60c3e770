// A club's contacts and fields (docs/product.md#entities), shared by the club details and the membership pages; the profile is
// ui/clubs/ClubProfileDetails.tsx, shared with the admin area.
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClubContactDTO, ClubFieldDTO } from '../../../shared/schemas/clubs';
import { useSelf } from '../../api/hooks';
import { UserAvatar } from '../../ui/UserAvatar';
import { ReportablePicture } from '../member/AvatarMenu';
import { addressLines } from '../../ui/clubs/address';
import { LinkOrText } from '../../ui/clubs/ClubProfileDetails';
import { mailHref, telHref } from '../../ui/clubs/links';
import { personName } from '../../../shared/person-name';

/** A bordered card, linked when there is somewhere to go. */
function MaybeLinkCard({ to, children }: { to?: string; children: ReactNode }) {
  return to ? (
    <Card withBorder padding="sm" component={Link} to={to}>
      {children}
    </Card>
  ) : (
    <Card withBorder padding="sm">
      {children}
    </Card>
  );
}

/** One person can hold several positions: one entry per person, the positions as badges. */
export function groupContacts(contacts: ClubContactDTO[]) {
  const byPerson = new Map<number, { contact: ClubContactDTO; positions: ClubContactDTO['position'][] }>();
  for (const c of contacts) {
    const entry = byPerson.get(c.id) ?? { contact: c, positions: [] };
    entry.positions.push(c.position);
    byPerson.set(c.id, entry);
  }
  return [...byPerson.values()];
}

/**
 * A contact's picture; on the club page (no link around it) another person's picture opens the menu to report it.
 * Linked cards (membership profile) show it only: their contact page has the menu.
 */
function ContactPicture({ contact, reportable }: { contact: ClubContactDTO; reportable: boolean }) {
  const { data: self } = useSelf();
  const state = contact.avatar_state ?? 'none';
  const picture = (
    <UserAvatar
      personId={contact.id}
      firstname={contact.firstname}
      lastname={contact.lastname}
      avatarState={state}
      size={44}
      radius="xl"
    />
  );
  if (!reportable || state !== 'ok' || !self || self.id === contact.id) return picture;
  return (
    <ReportablePicture personId={contact.id} name={personName(contact)}>
      {picture}
    </ReportablePicture>
  );
}

export function ContactList({ contacts, linkTo }: { contacts: ClubContactDTO[]; linkTo?: (c: ClubContactDTO) => string }) {
  const { t } = useTranslation('clubs');
  if (contacts.length === 0) return <Text c="dimmed">{t('club.noContacts')}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {groupContacts(contacts).map(({ contact, positions }) => (
        <li key={contact.id}>
          <MaybeLinkCard to={linkTo?.(contact)}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ContactPicture contact={contact} reportable={!linkTo} />
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{personName(contact)}</Text>
                <Group gap={4} mt={4}>
                  {positions.map((p) => (
                    <Badge key={p} size="sm" variant="light">
                      {t(`contactPositions.${p}`)}
                    </Badge>
                  ))}
                </Group>
                {!linkTo && (
                  <Stack gap={2} mt="xs">
                    {contact.email && <LinkOrText href={mailHref(contact.email)} text={contact.email} size="sm" />}
                    {contact.phone_number && (
                      <LinkOrText href={telHref(contact.phone_number)} text={contact.phone_number} size="sm" />
                    )}
                    {contact.mobile_phone && (
                      <LinkOrText href={telHref(contact.mobile_phone)} text={contact.mobile_phone} size="sm" />
                    )}
                  </Stack>
                )}
              </div>
            </Group>
          </MaybeLinkCard>
        </li>
      ))}
    </Stack>
  );
}

export function FieldList({ fields, linkTo }: { fields: ClubFieldDTO[]; linkTo?: (f: ClubFieldDTO) => string }) {
  const { t } = useTranslation('clubs');
  if (fields.length === 0) return <Text c="dimmed">{t('club.noFields')}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {fields.map((f) => (
        <li key={f.id}>
          <MaybeLinkCard to={linkTo?.(f)}>
            <Text fw={600}>{f.name}</Text>
            <Text size="sm" c="dimmed">
              {addressLines(f).join(', ')}
            </Text>
            {!linkTo && f.general_information && (
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
                {f.general_information}
              </Text>
            )}
          </MaybeLinkCard>
        </li>
      ))}
    </Stack>
  );
}
