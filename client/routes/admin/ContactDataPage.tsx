// admin.member.contactData (/admin/members/{id}/contactData): email, phone numbers and address with the maximum
// lengths of docs/product.md#text-lengths; save only when changed and valid ('Kontaktdaten gespeichert!'). The email is read-only
// for a person who holds rights the viewer lacks (meta.read_only_fields); a new one waits for its confirmation.
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { z } from 'zod';
import { Link, useNavigate, useParams } from 'react-router';
import { PersonUpdateInput, type PersonDetailsDTO } from '../../../shared/schemas/persons';
import { CONTACT_MAX, type ContactDataDTO } from '../../../shared/schemas/self';
import { api } from '../../api/endpoints';
import { useCountries } from '../../api/hooks';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageLoader } from '../../ui/PageLoader';
import { showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { personKey, usePerson } from './api';
import { parseRouteId } from '../../api/resource';
import { useSchemaForm } from '../../lib/form';
import { useSaving } from '../../lib/use-saving';
import { personName } from '../../../shared/person-name';

type Field = keyof typeof CONTACT_MAX;
const FIELDS: Field[] = ['phone_number', 'mobile_phone', 'address_1', 'address_2', 'zip_code', 'city', 'region'];
type Values = Record<'email' | Field | 'country', string>;

/** Only what changed is sent, and checked: a stored value the rules no longer accept does not block the rest. */
const changesOf = (values: Values, start: Values) =>
  Object.fromEntries(Object.entries(values).filter(([k, v]) => v !== start[k as keyof Values]));

function ContactForm({ person }: { person: PersonDetailsDTO }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { data: countries } = useCountries();
  const id = person.id;
  const initial: ContactDataDTO = person.contactData;
  const emailReadOnly = person.meta.read_only_fields.includes('email');
  const start = {
    email: person.email ?? '',
    ...Object.fromEntries([...FIELDS, 'country'].map((f) => [f, initial[f as keyof ContactDataDTO] ?? ''])),
  } as Values;
  const form = useSchemaForm<Values>(
    z.preprocess((values) => changesOf(values as Values, start), PersonUpdateInput),
    { initialValues: start, validateInputOnChange: true },
  );
  const [saving, whileSaving] = useSaving();
  const values = form.getValues();
  const body = changesOf(values, start);
  const save = async () => {
    await whileSaving(async () => {
      const { data: saved } = await api.persons.update({ params: { id }, body });
      await mutate(personKey(id), saved, { revalidate: false });
      showSuccess(saved.pending_email && 'email' in body ? t('contact.emailChangeStarted') : t('contact.saved'));
      void navigate(`/admin/members/${id}`);
    });
  };
  return (
    <form onSubmit={form.onSubmit(() => void save())} noValidate>
      <TextInput
        mb="sm"
        type="email"
        label={t('contact.email')}
        maxLength={254}
        disabled={emailReadOnly}
        description={emailReadOnly ? t('contact.emailReadOnly') : t('contact.emailConfirmHint')}
        data-testid="email-input"
        {...form.getInputProps('email')}
      />
      {person.pending_email && (
        <Text size="sm" c="orange" mb="sm" data-testid="pending-email">
          {t('contact.emailPending', { email: person.pending_email })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {FIELDS.map((f) => (
          <TextInput key={f} label={t(`contact.${f}`)} maxLength={CONTACT_MAX[f] + 10} {...form.getInputProps(f)} />
        ))}
        <Select
          label={t('contact.country')}
          searchable
          clearable
          data={(countries ?? []).map((c) => ({ value: c.code, label: c.name }))}
          {...form.getInputProps('country')}
          value={values.country || null}
          onChange={(v) => form.setFieldValue('country', v ?? '')}
        />
      </SimpleGrid>
      <Group mt="md" gap="xs">
        <Button type="submit" disabled={Object.keys(body).length === 0 || !form.isValid()} loading={saving}>
          {t('common.save')}
        </Button>
        <Button variant="default" component={Link} to={`/admin/members/${id}`}>
          {t('common.cancel')}
        </Button>
      </Group>
    </form>
  );
}

export function ContactDataPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('details.contactData'));
  const id = parseRouteId(useParams().id);
  const { data: person, notFound } = usePerson(id);
  if (id === null || notFound) return <NotFoundPage back={{ to: '/admin/member', label: t('list.title') }} />;
  if (!person) return <PageLoader />;
  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h3">
        {t('labelValue', { ns: 'common', label: t('details.contactData'), value: personName(person) })}
      </Title>
      <Card withBorder padding="md">
        <ContactForm person={person} />
      </Card>
    </Stack>
  );
}
