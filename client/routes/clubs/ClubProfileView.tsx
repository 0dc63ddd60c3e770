// A club's profile, contacts and fields (spec section 3), shared by the club details and the membership pages.
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClubContactDTO, ClubFieldDTO, ClubProfileDTO } from '../../../shared/schemas/clubs';
import { useSelf } from '../../api/hooks';
import { UserAvatar } from '../../ui/UserAvatar';
import { ReportablePicture } from '../member/AvatarMenu';
import { homepageLink, mailHref, telHref } from '../../ui/clubs/links';

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

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text c="dimmed" mt={2} aria-hidden>
        {icon}
      </Text>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

export function addressLines(a: {
  address_0?: string | null;
  address_1: string | null;
  address_2: string | null;
  zip_code: string | null;
  city: string | null;
  region: string | null;
}) {
  return [a.address_0, a.address_1, a.address_2, [a.zip_code, a.city].filter(Boolean).join(' '), a.region].filter(
    Boolean,
  ) as string[];
}

export function ClubProfileView({ profile }: { profile: ClubProfileDTO }) {
  const { t } = useTranslation('clubs');
  const address = addressLines(profile);
  const empty =
    address.length === 0 && !profile.phone_number && !profile.email && !profile.homepage && !profile.general_information;
  if (empty) return <Text c="dimmed">{t('club.noInfo')}</Text>;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {address.length > 0 && (
          <Line icon={<IconMapPin size={16} />} label={t('club.address')}>
            {address.map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </Line>
        )}
        {profile.phone_number && (
          <Line icon={<IconPhone size={16} />} label={t('club.phone')}>
            <LinkOrText href={telHref(profile.phone_number)} text={profile.phone_number} />
          </Line>
        )}
        {profile.email && (
          <Line icon={<IconMail size={16} />} label={t('club.email')}>
            <LinkOrText href={mailHref(profile.email)} text={profile.email} />
          </Line>
        )}
        {profile.homepage && (
          <Line icon={<IconWorld size={16} />} label={t('club.homepage')}>
            <LinkOrText href={homepageLink(profile.homepage)} text={profile.homepage} external />
          </Line>
        )}
      </SimpleGrid>
      {profile.general_information && (
        <div>
          <Text size="xs" c="dimmed">
            {t('club.information')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {profile.general_information}
          </Text>
        </div>
      )}
    </Stack>
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
    <ReportablePicture personId={contact.id} name={`${contact.firstname} ${contact.lastname}`}>
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
                <Text fw={600}>
                  {contact.firstname} {contact.lastname}
                </Text>
                <Group gap={4} mt={4}>
                  {positions.map((p) => (
                    <Badge key={p} size="sm" variant="light">
                      {t(`contactPositions.${p}`)}
                    </Badge>
                  ))}
                </Group>
                {!linkTo && (
                  <Stack gap={2} mt="xs">
                    {contact.email && (
                      <Anchor href={`mailto:${contact.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {contact.email}
                      </Anchor>
                    )}
                    {contact.phone_number && (
                      <Anchor href={`tel:${contact.phone_number.replace(/\s+/g, '')}`} size="sm">
                        {contact.phone_number}
                      </Anchor>
                    )}
                    {contact.mobile_phone && (
                      <Anchor href={`tel:${contact.mobile_phone.replace(/\s+/g, '')}`} size="sm">
                        {contact.mobile_phone}
                      </Anchor>
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

/** A link only where the shared rules (ui/clubs/links.ts) allow one; otherwise the plain text. */
function LinkOrText({ href, text, external = false }: { href: string | null; text: string; external?: boolean }) {
  if (!href) return <>{text}</>;
  return (
    <Anchor href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {text}
    </Anchor>
  );
}
