// A club's profile as shown to members and admins alike (docs/product.md#entities): address, phone, e-mail, homepage (always an
// https link) and the general information, whose links are only ever http(s), mailto, tel or webcal (links.ts).
import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClubProfileDTO } from '../../../shared/schemas/clubs';
import { addressLines } from './address';
import { LinkedText } from './LinkedText';
import { homepageLink, mailHref, telHref } from './links';

/** An icon, a small label and the value below it. */
function InfoLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text c="dimmed" mt={2} aria-hidden>
        {icon}
      </Text>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

/** A link only where the rules of links.ts allow one; otherwise the plain text. */
export function LinkOrText({
  href,
  text,
  external = false,
  size,
}: {
  href: string | null;
  text: string;
  external?: boolean;
  size?: 'sm';
}) {
  if (!href) return size ? <Text size={size}>{text}</Text> : <>{text}</>;
  return (
    <Anchor
      href={href}
      size={size}
      style={{ overflowWrap: 'anywhere' }}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {text}
    </Anchor>
  );
}

export function ClubProfileDetails({ profile }: { profile: ClubProfileDTO }) {
  const { t } = useTranslation('clubs');
  const address = addressLines(profile);
  const empty =
    address.length === 0 && !profile.phone_number && !profile.email && !profile.homepage && !profile.general_information;
  if (empty) return <Text c="dimmed">{t('club.noInfo')}</Text>;
  return (
    <Stack gap="md" data-testid="club-profile">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {address.length > 0 && (
          <InfoLine icon={<IconMapPin size={16} />} label={t('club.address')}>
            {address.map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </InfoLine>
        )}
        {profile.phone_number && (
          <InfoLine icon={<IconPhone size={16} />} label={t('club.phone')}>
            <LinkOrText href={telHref(profile.phone_number)} text={profile.phone_number} />
          </InfoLine>
        )}
        {profile.email && (
          <InfoLine icon={<IconMail size={16} />} label={t('club.email')}>
            <LinkOrText href={mailHref(profile.email)} text={profile.email} />
          </InfoLine>
        )}
        {profile.homepage && (
          <InfoLine icon={<IconWorld size={16} />} label={t('club.homepage')}>
            <LinkOrText href={homepageLink(profile.homepage)} text={profile.homepage} external />
          </InfoLine>
        )}
      </SimpleGrid>
      {profile.general_information && (
        <div>
          <Text size="xs" c="dimmed">
            {t('club.information')}
          </Text>
          <LinkedText text={profile.general_information} />
        </div>
      )}
    </Stack>
  );
}
