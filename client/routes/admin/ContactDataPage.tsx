// admin.member.contactData (/admin/members/{id}/contactData): email, phone numbers and address with the maximum
// lengths of docs/product.md#text-lengths; save only when changed and valid ('Kontaktdaten gespeichert!'). The email is read-only
// for a person who holds rights the viewer lacks (meta.read_only_fields); a new one waits for its confirmation.
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { Link, useNavigate, useParams } from 'react-router';
import { PersonUpdateInput, type PersonDetailsDTO } from '../../../shared/schemas/persons';
import { CONTACT_MAX, type ContactDataDTO } from '../../../shared/schemas/self';
import { api } from '../../api/client';
import { useCountries } from '../../api/hooks';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageLoader } from '../../ui/PageLoader';
import { showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { usePerson } from './api';
import { parseRouteId } from '../../api/resource';
import { useSaving } from '../../lib/use-saving';
import { issueText } from '../member/form-validation';

type Field = keyof typeof CONTACT_MAX;
const FIELDS: Field[] = ['phone_number', 'mobile_phone', 'address_1', 'address_2', 'zip_code', 'city', 'region'];

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
  } as Record<string, string>;
  const [values, setValues] = useState(start);
  const [saving, whileSaving] = useSaving();
  const changed = Object.keys(values).filter((k) => values[k] !== start[k]);
  const body = Object.fromEntries(changed.map((k) => [k, values[k]]));
  const parsed = PersonUpdateInput.safeParse(body);
  const errorOf = (field: string) => {
    if (parsed.success) return undefined;
    const issue = parsed.error.issues.find((i) => i.path[0] === field);
    if (!issue) return undefined;
    // One wording for all forms (member/form-validation.ts): "Höchstens 60 Zeichen", "Bitte fülle dieses Feld aus".
    return issueText(issue, values[field]);
  };
  const save = async () => {
    await whileSaving(async () => {
      const saved = await api.put<PersonDetailsDTO>(`/api/persons/${id}`, body);
      await mutate(`/api/persons/${id}`, saved, { revalidate: false });
      showSuccess(saved.pending_email && 'email' in body ? t('contact.emailChangeStarted') : t('contact.saved'));
      void navigate(`/admin/members/${id}`);
    });
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextInput
        mb="sm"
        type="email"
        label={t('contact.email')}
        value={values.email}
        maxLength={254}
        disabled={emailReadOnly}
        description={emailReadOnly ? t('contact.emailReadOnly') : t('contact.emailConfirmHint')}
        error={errorOf('email')}
        data-testid="email-input"
        onChange={(e) => {
          const value = e.currentTarget.value;
          setValues((v) => ({ ...v, email: value }));
        }}
      />
      {person.pending_email && (
        <Text size="sm" c="orange" mb="sm" data-testid="pending-email">
          {t('contact.emailPending', { email: person.pending_email })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {FIELDS.map((f) => (
          <TextInput
            key={f}
            label={t(`contact.${f}`)}
            value={values[f]}
            maxLength={CONTACT_MAX[f] + 10}
            error={errorOf(f)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setValues((v) => ({ ...v, [f]: value }));
            }}
          />
        ))}
        <Select
          label={t('contact.country')}
          searchable
          clearable
          data={(countries ?? []).map((c) => ({ value: c.code, label: c.name }))}
          value={values.country || null}
          onChange={(v) => setValues((all) => ({ ...all, country: v ?? '' }))}
        />
      </SimpleGrid>
      <Group mt="md" gap="xs">
        <Button type="submit" disabled={changed.length === 0 || !parsed.success} loading={saving}>
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
        {t('labelValue', { ns: 'common', label: t('details.contactData'), value: `${person.firstname} ${person.lastname}` })}
      </Title>
      <Card withBorder padding="md">
        <ContactForm person={person} />
      </Card>
    </Stack>
  );
}
