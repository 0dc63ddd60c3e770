// /admin/clubs/{id}/info: the club profile. The homepage shows as an https link; only http(s), mailto, tel and
// webcal links are rendered. Editors change it with the lengths of docs/product.md#text-lengths ('Profile gespeichert').
import { Button, Card, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLUB_PROFILE_MAX, ClubProfileInput } from '../../../../shared/schemas/club-admin';
import type { ClubProfileDTO } from '../../../../shared/schemas/clubs';
import { api } from '../../../api/client';
import { ClubProfileDetails } from '../../../ui/clubs/ClubProfileDetails';
import { fieldError } from '../../../ui/clubs/form-errors';
import { showSuccess } from '../../../ui/toast';
import { useClubContext } from './api';

type Key = keyof typeof CLUB_PROFILE_MAX;
const KEYS = Object.keys(CLUB_PROFILE_MAX) as Key[];

const EMPTY: ClubProfileDTO = Object.fromEntries(KEYS.map((k) => [k, null])) as unknown as ClubProfileDTO;

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
          <ClubProfileDetails profile={profile} />
        </Stack>
      )}
    </Card>
  );
}
