// /admin/clubs/{id}/officials/new: add a contact person. Search by name (non-empty, at most 60 characters, 15 results),
// pick a result, see the e-mail and phone numbers, choose a position, save ('Ansprechpartner hinzugefügt'). Back
// clears the selection (docs/product.md#club-administration).
import { Anchor, Button, Card, Group, Select, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { CONTACT_POSITIONS, PAGE_SIZE_CONTACT_SEARCH } from '../../../../shared/constants';
import { contract } from '../../../../shared/contract';
import { ClubContactAddInput, CONTACT_SEARCH_MAX, ContactSearchInput } from '../../../../shared/schemas/club-admin';
import type { ContactPositionName } from '../../../../shared/schemas/clubs';
import { api, useAnswer, useData } from '../../../api/endpoints';
import { mailHref, telHref } from '../../../ui/clubs/links';
import { PageLoader } from '../../../ui/PageLoader';
import { showSuccess } from '../../../ui/toast';
import classes from '../admin.module.css';
import { useClubContext } from './api';
import { useSchemaForm } from '../../../lib/form';
import { useSaving } from '../../../lib/use-saving';
import { personName, sortName } from '../../../../shared/person-name';

const SearchForm = z.object({ q: ContactSearchInput });
const PositionForm = ClubContactAddInput.pick({ position: true });

/** E-mail and phone numbers of a person, each as a link only when it is a plausible address or number. */
export function ContactLines({ email, phone, mobile }: { email: string | null; phone: string | null; mobile: string | null }) {
  const { t } = useTranslation('adminClubs');
  const line = (label: string, value: string | null, href: string | null) => (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" w={80}>
        {label}
      </Text>
      {value ? (
        href ? (
          <Anchor href={href} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Anchor>
        ) : (
          <Text size="sm">{value}</Text>
        )
      ) : (
        <Text size="sm" c="dimmed">
          –
        </Text>
      )}
    </Group>
  );
  return (
    <Stack gap={4} data-testid="contact-lines">
      {line(t('officials.email'), email, email ? mailHref(email) : null)}
      {line(t('officials.phone'), phone, phone ? telHref(phone) : null)}
      {line(t('officials.mobile'), mobile, mobile ? telHref(mobile) : null)}
    </Stack>
  );
}

export function usePositionOptions() {
  const { t } = useTranslation('clubs');
  return CONTACT_POSITIONS.map((p) => ({ value: p, label: t(`contactPositions.${p}`) }));
}

function Picked({ personId, onSaved }: { personId: number; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('adminClubs');
  const { club } = useClubContext();
  const { data: person } = useData(contract.persons.get, { params: { id: personId } });
  const form = useSchemaForm<{ position: ContactPositionName | null }>(PositionForm, { initialValues: { position: null } });
  const [saving, whileSaving] = useSaving();
  const options = usePositionOptions();
  if (!person) return <PageLoader />;
  const save = async ({ position }: { position: ContactPositionName | null }) => {
    await whileSaving(async () => {
      await api.clubs.addContact({ params: { id: club.id }, body: { personID: person.id, position: position! } });
      showSuccess(t('officials.added'));
      await onSaved();
    });
  };
  return (
    <Card
      withBorder
      padding="md"
      data-testid="picked-person"
      component="form"
      onSubmit={form.onSubmit((values) => void save(values))}
      noValidate
    >
      <Stack gap="sm">
        <Title order={3} size="h4">
          {personName(person)}
        </Title>
        <ContactLines email={person.email} phone={person.contactData.phone_number} mobile={person.contactData.mobile_phone} />
        <Select
          label={t('officials.position')}
          data={options}
          {...form.getInputProps('position')}
          allowDeselect={false}
          required
          maw={320}
          comboboxProps={{ withinPortal: true }}
        />
        <Group>
          <Button type="submit" disabled={!form.isValid()} loading={saving}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function ContactNewPage() {
  const { t } = useTranslation('adminClubs');
  const { t: te } = useTranslation('errors');
  const { club, editable, reload } = useClubContext();
  const navigate = useNavigate();
  const search = useSchemaForm<{ q: string }>(SearchForm, { initialValues: { q: '' }, validateInputOnChange: true });
  const [query, setQuery] = useState<string | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const { data: results, isLoading } = useAnswer(
    contract.persons.list,
    query ? { query: { q: query, page_size: PAGE_SIZE_CONTACT_SEARCH } } : null,
  );
  const officials = `/admin/clubs/${club.id}/officials`;
  if (!editable) return <Navigate to={officials} replace />;

  const submit = ({ q }: { q: string }) => {
    setPicked(null);
    setQuery(q.trim());
  };

  return (
    <Stack gap="md" maw={640}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('officials.add')}
        </Title>
        {picked === null ? (
          <Anchor component={Link} to={officials} size="sm">
            {t('officials.back')}
          </Anchor>
        ) : (
          <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={14} />} onClick={() => setPicked(null)}>
            {t('officials.back')}
          </Button>
        )}
      </Group>
      {picked === null ? (
        <>
          <form onSubmit={search.onSubmit(submit)} noValidate>
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                label={t('officials.search')}
                placeholder={t('officials.searchPlaceholder')}
                maxLength={CONTACT_SEARCH_MAX + 10}
                {...search.getInputProps('q')}
                leftSection={<IconSearch size={14} />}
                style={{ flex: 1 }}
                data-autofocus
              />
              <Button type="submit" mt={25} disabled={!search.isValid()}>
                {t('officials.searchButton')}
              </Button>
            </Group>
          </form>
          {query && (
            <Card withBorder padding={0} aria-label={t('officials.results')} component="section">
              {isLoading ? (
                <PageLoader />
              ) : (results?.data.length ?? 0) === 0 ? (
                <Text c="dimmed" p="md" size="sm">
                  {t('officials.noResults')}
                </Text>
              ) : (
                results!.data.map((p) => (
                  <UnstyledButton
                    key={p.id}
                    className={classes.row}
                    onClick={() => setPicked(p.id)}
                    data-testid="contact-result"
                    w="100%"
                  >
                    <Text size="sm" fw={600}>
                      {sortName(p)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[p.email, ...p.memberships.map((m) => m.club.name)].filter(Boolean).join(' · ')}
                    </Text>
                  </UnstyledButton>
                ))
              )}
              {results && results.meta.total_results > results.data.length && (
                <Text size="xs" c="dimmed" p="xs">
                  {te('TooManyResults')}
                </Text>
              )}
            </Card>
          )}
        </>
      ) : (
        <Picked
          personId={picked}
          onSaved={async () => {
            await reload();
            await navigate(officials);
          }}
        />
      )}
    </Stack>
  );
}
