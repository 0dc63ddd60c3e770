// /admin/clubs/{id}/info: the club profile. The homepage shows as an https link; only http(s), mailto, tel and
// webcal links are rendered. Editors change it with the lengths of docs/product.md#text-lengths ('Profile gespeichert').
import { Button, Card, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CLUB_PROFILE_MAX, ClubProfileInput } from '../../../../shared/schemas/club-admin';
import type { ClubProfileDTO } from '../../../../shared/schemas/clubs';
import { api } from '../../../api/endpoints';
import { useSchemaForm } from '../../../lib/form';
import { useSaving } from '../../../lib/use-saving';
import { ClubProfileDetails } from '../../../ui/clubs/ClubProfileDetails';
import { showSuccess } from '../../../ui/toast';
import { useClubContext } from './api';

type Key = keyof typeof CLUB_PROFILE_MAX;
const KEYS = Object.keys(CLUB_PROFILE_MAX) as Key[];

const EMPTY: ClubProfileDTO = Object.fromEntries(KEYS.map((k) => [k, null])) as unknown as ClubProfileDTO;

function ProfileForm({ profile, onDone }: { profile: ClubProfileDTO; onDone: () => void }) {
  const { t } = useTranslation('adminClubs');
  const { club, reload } = useClubContext();
  const start = Object.fromEntries(KEYS.map((k) => [k, profile[k] ?? ''])) as Record<Key, string>;
  // Only what changed is sent, and checked.
  const changesOf = (values: Record<Key, string>) =>
    Object.fromEntries(KEYS.filter((k) => values[k] !== start[k]).map((k) => [k, values[k]]));
  const form = useSchemaForm<Record<Key, string>>(
    z.preprocess((values) => changesOf(values as Record<Key, string>), ClubProfileInput),
    {
      initialValues: start,
      validateInputOnChange: true,
      messages: { all: { invalidEmail: t('form.invalidEmail'), invalidHomepage: t('form.invalidHomepage') } },
    },
  );
  const [busy, whileBusy] = useSaving();
  const body = changesOf(form.getValues());

  const save = () =>
    whileBusy(async () => {
      await api.clubs.updateProfile({ params: { id: club.id }, body });
      showSuccess(t('info.saved'));
      await reload();
      onDone();
    });
  const input = (k: Key) => ({ label: t(`info.${k}`), ...form.getInputProps(k) });
  return (
    <form onSubmit={form.onSubmit(() => void save())} noValidate>
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
          <Button type="submit" disabled={!form.isValid() || Object.keys(body).length === 0} loading={busy}>
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
