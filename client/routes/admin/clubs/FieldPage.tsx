// /admin/clubs/{id}/fields/new and /fields/{fieldID}: a pitch with the lengths of docs/product.md#text-lengths. Editors save
// ('Platz erstellt' / 'Platz gespeichert') or remove it after confirming ('Platz entfernt'); others read it.
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CLUB_FIELD_MAX, ClubFieldInput } from '../../../../shared/schemas/club-admin';
import type { ClubFieldDTO } from '../../../../shared/schemas/clubs';
import { api } from '../../../api/endpoints';
import { useSchemaForm } from '../../../lib/form';
import { useSaving } from '../../../lib/use-saving';
import { addressLines } from '../../../ui/clubs/address';
import { ConfirmModal } from '../../../ui/clubs/ConfirmModal';
import { LinkedText } from '../../../ui/clubs/LinkedText';
import { showSuccess } from '../../../ui/toast';
import { useClubContext } from './api';

type Key = keyof typeof CLUB_FIELD_MAX;
const KEYS: Key[] = ['name', 'address_1', 'address_2', 'zip_code', 'city', 'region', 'general_information'];

const valuesOf = (field: ClubFieldDTO | undefined) =>
  Object.fromEntries(KEYS.map((k) => [k, field?.[k] ?? ''])) as Record<Key, string>;

function FieldForm({ field }: { field: ClubFieldDTO | undefined }) {
  const { t } = useTranslation('adminClubs');
  const { club, reload } = useClubContext();
  const navigate = useNavigate();
  const start = valuesOf(field);
  // A field shows what is wrong with it once it was changed.
  const form = useSchemaForm<Record<Key, string>>(ClubFieldInput, {
    initialValues: start,
    validateInputOnChange: true,
    messages: { all: { invalidEmail: t('form.invalidEmail'), invalidHomepage: t('form.invalidHomepage') } },
  });
  const [busy, whileBusy] = useSaving();
  const [confirm, setConfirm] = useState(false);
  const list = `/admin/clubs/${club.id}/fields`;

  const save = (values: Record<Key, string>) =>
    whileBusy(async () => {
      if (field) {
        await api.clubs.updateField({ params: { id: club.id, sub: field.id }, body: values });
        showSuccess(t('fields.saved'));
      } else {
        await api.clubs.addField({ params: { id: club.id }, body: values });
        showSuccess(t('fields.created'));
      }
      await reload();
      await navigate(list);
    });
  const remove = () =>
    whileBusy(async () => {
      if (!field) return;
      await api.clubs.deleteField({ params: { id: club.id, sub: field.id } });
      showSuccess(t('fields.removed'));
      setConfirm(false);
      await reload();
      await navigate(list);
    });
  const input = (k: Key) => ({ label: t(`fields.${k}`), ...form.getInputProps(k) });

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="sm">
        <TextInput {...input('name')} required />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput {...input('address_1')} />
          <TextInput {...input('address_2')} />
          <TextInput {...input('zip_code')} />
          <TextInput {...input('city')} />
          <TextInput {...input('region')} />
        </SimpleGrid>
        <Textarea {...input('general_information')} autosize minRows={3} maxRows={10} />
        <Group gap="xs">
          <Button type="submit" disabled={!form.isValid() || !form.isDirty()} loading={busy}>
            {t('form.save')}
          </Button>
          <Button variant="default" component={Link} to={list}>
            {t('form.cancel')}
          </Button>
          {field && (
            <Button color="red" variant="light" ml="auto" onClick={() => setConfirm(true)}>
              {t('form.delete')}
            </Button>
          )}
        </Group>
      </Stack>
      {field && (
        <ConfirmModal
          opened={confirm}
          title={t('fields.confirmTitle')}
          message={t('fields.confirm', { name: field.name })}
          confirmLabel={t('form.delete')}
          cancelLabel={t('form.cancel')}
          busy={busy}
          onConfirm={() => void remove()}
          onClose={() => setConfirm(false)}
        />
      )}
    </form>
  );
}

function FieldView({ field }: { field: ClubFieldDTO }) {
  const { t } = useTranslation('adminClubs');
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {field.name}
      </Title>
      {addressLines(field).map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {field.general_information && (
        <>
          <Text size="xs" c="dimmed" mt="sm">
            {t('fields.general_information')}
          </Text>
          <LinkedText text={field.general_information} />
        </>
      )}
    </Stack>
  );
}

export function FieldPage() {
  const { t } = useTranslation('adminClubs');
  const { club, editable } = useClubContext();
  const { fieldID } = useParams();
  const isNew = fieldID === undefined;
  const field = isNew ? undefined : (club.fields ?? []).find((f) => String(f.id) === fieldID);
  const back = (
    <Anchor component={Link} to={`/admin/clubs/${club.id}/fields`} size="sm">
      {t('form.back')}
    </Anchor>
  );
  if (!isNew && !field)
    return (
      <Stack gap="sm">
        {back}
        <Text c="dimmed">{t('fields.notFound')}</Text>
      </Stack>
    );
  return (
    <Stack gap="sm" maw={760}>
      {back}
      <Card withBorder padding="md">
        {editable ? (
          <>
            {isNew && (
              <Title order={2} size="h4" mb="sm">
                {t('fields.new')}
              </Title>
            )}
            <FieldForm key={fieldID ?? 'new'} field={field} />
          </>
        ) : field ? (
          <FieldView field={field} />
        ) : (
          <Text c="dimmed" data-testid="no-permission">
            {t('details.noPermission')}
          </Text>
        )}
      </Card>
    </Stack>
  );
}
