// admin.member.new (/admin/members/new): club (where the user holds persons.create), sport, gender, names,
// birthdate required; e-mail valid if given. Saves with 'Mitglied angelegt!' and opens the new member.
import { Alert, Anchor, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { contract } from '../../../shared/contract';
import { PersonCreateInput, PersonDuplicatesQuery } from '../../../shared/schemas/persons';
import { api, useData } from '../../api/endpoints';
import { showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { useAdminOptions } from './api';
import { useSaving } from '../../lib/use-saving';
import { formatDate } from '../../lib/datetime';
import { useSchemaForm } from '../../lib/form';
import { personName } from '../../../shared/person-name';

type Values = {
  club_id: string | null;
  sport_id: string | null;
  gender: string | null;
  firstname: string;
  lastname: string;
  birthdate: string;
  email: string;
};

/** What POST /persons (contract.persons.create) gets from the form's values. */
const inputOf = (values: Values) => ({
  club_id: Number(values.club_id),
  sport_id: Number(values.sport_id),
  gender: values.gender ?? '',
  firstname: values.firstname,
  lastname: values.lastname,
  birthdate: values.birthdate,
  email: values.email,
});

const MemberForm = z.preprocess((values) => inputOf(values as Values), PersonCreateInput);

/** Persons of the association with the same name and birthdate (decision 017), asked once the fields are filled. */
function useLikelyDuplicates(values: Values) {
  const [debounced] = useDebouncedValue(values, 400);
  const query = PersonDuplicatesQuery.safeParse({
    club_id: debounced.club_id ?? '',
    firstname: debounced.firstname,
    lastname: debounced.lastname,
    birthdate: debounced.birthdate,
  });
  const { data } = useData(contract.persons.duplicates, query.success ? { query: query.data } : null);
  return query.success ? (data ?? []) : [];
}

export function MemberNewPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('create.title'));
  const navigate = useNavigate();
  const { data: options } = useAdminOptions();
  // A field shows what is wrong with it once it was changed, not before.
  const form = useSchemaForm<Values>(MemberForm, {
    initialValues: { club_id: null, sport_id: null, gender: null, firstname: '', lastname: '', birthdate: '', email: '' },
    validateInputOnChange: true,
    // Another club has other sports: the sport is chosen again.
    onValuesChange: (values, previous) => {
      if (values.club_id !== previous.club_id && values.sport_id !== null) form.setFieldValue('sport_id', null);
    },
  });
  const values = form.getValues();
  const [saving, whileSaving] = useSaving();
  const club = options?.create_clubs.find((c) => String(c.id) === values.club_id);
  const duplicates = useLikelyDuplicates(values);

  const submit = async (submitted: Values) => {
    await whileSaving(async () => {
      // The form validated the values with the same schema: parsing them gives the typed body.
      const { data: created } = await api.persons.create({ body: MemberForm.parse(submitted) });
      showSuccess(t('create.saved'));
      void navigate(`/admin/members/${created.id}`);
    });
  };

  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h3">
        {t('create.title')}
      </Title>
      <Card withBorder padding="md">
        <form onSubmit={form.onSubmit((submitted) => void submit(submitted))} noValidate>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('create.club')}
              required
              searchable
              data={(options?.create_clubs ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              {...form.getInputProps('club_id')}
            />
            <Select
              label={t('create.sport')}
              required
              disabled={!club}
              data={(club?.sports ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              {...form.getInputProps('sport_id')}
            />
            <Select
              label={t('create.gender')}
              required
              data={(['female', 'male'] as const).map((g) => ({ value: g, label: t(`gender.${g}`) }))}
              {...form.getInputProps('gender')}
            />
            <TextInput label={t('create.birthdate')} required type="date" {...form.getInputProps('birthdate')} />
            <TextInput label={t('create.firstname')} required maxLength={60} {...form.getInputProps('firstname')} />
            <TextInput label={t('create.lastname')} required maxLength={60} {...form.getInputProps('lastname')} />
            <TextInput label={t('create.email')} type="email" {...form.getInputProps('email')} />
          </SimpleGrid>
          {duplicates.length > 0 && (
            <Alert
              mt="md"
              color="yellow"
              icon={<IconAlertTriangle size={18} />}
              title={t('create.duplicateTitle')}
              data-testid="duplicate-warning"
            >
              <Text size="sm">{t('create.duplicateText')}</Text>
              <Stack gap={2} mt={6}>
                {duplicates.map((p) => (
                  <Anchor key={p.id} component={Link} to={`/admin/members/${p.id}`} size="sm">
                    {t('create.duplicateOpen', {
                      name: `${personName(p)}, ${formatDate(p.birthdate)}`,
                      clubs: p.clubs.join(', ') || '–',
                    })}
                  </Anchor>
                ))}
              </Stack>
            </Alert>
          )}
          <Group mt="md" gap="xs">
            <Button type="submit" disabled={!form.isValid()} loading={saving}>
              {t('create.submit')}
            </Button>
            <Button variant="default" component={Link} to="/admin/member">
              {t('common.cancel')}
            </Button>
          </Group>
        </form>
      </Card>
    </Stack>
  );
}
