// /admin/clubs/{id}/info: the club profile. The homepage shows as an https link; only http(s), mailto, tel and
// webcal links are rendered. Editors change it with the lengths of spec section 3 ('Profile gespeichert').
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconEdit, IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CLUB_PROFILE_MAX, ClubProfileInput } from '../../../../shared/schemas/club-admin';
import type { ClubProfileDTO } from '../../../../shared/schemas/clubs';
import { api } from '../../../api/client';
import { addressLines } from '../../../ui/clubs/address';
import { fieldError } from '../../../ui/clubs/form-errors';
import { LinkedText } from '../../../ui/clubs/LinkedText';
import { homepageLink, mailHref, telHref } from '../../../ui/clubs/links';
import { showSuccess } from '../../../ui/toast';
import { useClubContext } from './api';

type Key = keyof typeof CLUB_PROFILE_MAX;
const KEYS = Object.keys(CLUB_PROFILE_MAX) as Key[];

const EMPTY: ClubProfileDTO = Object.fromEntries(KEYS.map((k) => [k, null])) as unknown as ClubProfileDTO;

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
        <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

/** A value as a link when the href is allowed, otherwise as text. */
const linkOr = (value: string, href: string | null, external = false) =>
  href ? (
    <Anchor href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {value}
    </Anchor>
  ) : (
    value
  );

export function ProfileView({ profile }: { profile: ClubProfileDTO }) {
  const { t } = useTranslation('adminClubs');
  const address = addressLines(profile);
  const empty =
    address.length === 0 && !profile.phone_number && !profile.email && !profile.homepage && !profile.general_information;
  if (empty) return <Text c="dimmed">{t('info.empty')}</Text>;
  return (
    <Stack gap="md" data-testid="club-profile">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {address.length > 0 && (
          <Line icon={<IconMapPin size={16} />} label={t('info.address')}>
            {address.map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </Line>
        )}
        {profile.phone_number && (
          <Line icon={<IconPhone size={16} />} label={t('info.phone_number')}>
            {linkOr(profile.phone_number, telHref(profile.phone_number))}
          </Line>
        )}
        {profile.email && (
          <Line icon={<IconMail size={16} />} label={t('info.email')}>
            {linkOr(profile.email, mailHref(profile.email))}
          </Line>
        )}
        {profile.homepage && (
          <Line icon={<IconWorld size={16} />} label={t('info.homepage')}>
            {linkOr(profile.homepage, homepageLink(profile.homepage), true)}
          </Line>
        )}
      </SimpleGrid>
      {profile.general_information && (
        <div>
          <Text size="xs" c="dimmed">
            {t('info.general_information')}
          </Text>
          <LinkedText text={profile.general_information} />
        </div>
      )}
    </Stack>
  );
}

function ProfileForm({ profile, onDone }: { profile: ClubProfileDTO; onDone: () => void }) {
  const { t } = useTranslation('adminClubs');
  const { club, reload } = useClubContext();
  const start = Object.fromEntries(KEYS.map((k) => [k, profile[k] ?? ''])) as Record<Key, string>;
  const [values, setValues] = useState(start);
  const [busy, setBusy] = useState(false);
  const changed = KEYS.filter((k) => values[k] !== start[k]);
  const body = Object.fromEntries(changed.map((k) => [k, values[k]]));
  const parsed = ClubProfileInput.safeParse(body);

  const save = async () => {
    if (!parsed.success || changed.length === 0) return;
    setBusy(true);
    try {
      await api.put(`/api/clubs/${club.id}/profile`, body);
      showSuccess(t('info.saved'));
      await reload();
      onDone();
    } catch {
      // Shown by the central handler.
    } finally {
      setBusy(false);
    }
  };
  const input = (k: Key) => ({
    label: t(`info.${k}`),
    value: values[k],
    error: fieldError(t, parsed, k, CLUB_PROFILE_MAX[k]),
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [k]: value }));
    },
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput {...input('address_0')} />
          <TextInput {...input('address_1')} />
          <TextInput {...input('address_2')} />
          <TextInput {...input('zip_code')} />
          <TextInput {...input('city')} />
          <TextInput {...input('region')} />
          <TextInput {...input('phone_number')} type="tel" />
          <TextInput {...input('email')} type="email" />
          <TextInput {...input('homepage')} description={t('info.homepageHint')} />
        </SimpleGrid>
        <Textarea {...input('general_information')} autosize minRows={4} maxRows={14} />
        <Group gap="xs">
          <Button type="submit" disabled={!parsed.success || changed.length === 0} loading={busy}>
            {t('form.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function InfoTab() {
  const { t } = useTranslation('adminClubs');
  const { club, editable } = useClubContext();
  const [editing, setEditing] = useState(false);
  const profile = club.profile ?? EMPTY;
  return (
    <Card withBorder padding="md">
      {editing && editable ? (
        <ProfileForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="md">
          {editable && (
            <Group justify="flex-end">
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconEdit size={14} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                {t('info.edit')}
              </Button>
            </Group>
          )}
          <ProfileView profile={profile} />
        </Stack>
      )}
    </Card>
  );
}
