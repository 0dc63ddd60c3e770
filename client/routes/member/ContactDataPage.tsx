// Contact data: phone numbers and address with their maximum lengths (docs/product.md#text-lengths), country from a list.
import { Button, Card, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contract } from '../../../shared/contract';
import { CONTACT_MAX, ContactDataInput, type ContactDataDTO, type CountryDTO } from '../../../shared/schemas/self';
import { api, useData } from '../../api/endpoints';
import { useCountries } from '../../api/hooks';
import { PageLoader } from '../../ui/PageLoader';
import { showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { useSchemaForm } from '../../lib/form';
import { useSaving } from '../../lib/use-saving';

type ContactValues = { [K in keyof ContactDataDTO]: string };

type ContactField = keyof typeof CONTACT_MAX;

const AUTOCOMPLETE: Record<ContactField, string> = {
  phone_number: 'tel',
  mobile_phone: 'tel',
  address_1: 'address-line1',
  address_2: 'address-line2',
  zip_code: 'postal-code',
  city: 'address-level2',
  region: 'address-level1',
};

function ContactForm({ contact, countries }: { contact: ContactDataDTO; countries: CountryDTO[] }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const [saving, whileSaving] = useSaving();
  const initialValues = Object.fromEntries(Object.entries(contact).map(([key, value]) => [key, value ?? ''])) as ContactValues;
  const form = useSchemaForm<ContactValues>(ContactDataInput, {
    initialValues,
    validateInputOnChange: true,
  });

  const save = async (values: ContactValues) => {
    await whileSaving(async () => {
      await api.self.updateContactData({ body: values });
      showSuccess(t('contactData.saved'));
      await navigate('/home');
    });
  };

  const input = (field: ContactField) => (
    <TextInput
      key={field}
      label={t(`contactData.${field}`)}
      autoComplete={AUTOCOMPLETE[field]}
      inputMode={field.includes('phone') ? 'tel' : undefined}
      maxLength={CONTACT_MAX[field]}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="md">
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('contactData.phones')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {input('phone_number')}
              {input('mobile_phone')}
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('contactData.address')}
            </Title>
            {input('address_1')}
            {input('address_2')}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {input('zip_code')}
              {input('city')}
              {input('region')}
              <Select
                label={t('contactData.country')}
                data={countries.map((country) => ({ value: country.code, label: country.name }))}
                searchable
                clearable
                nothingFoundMessage={t('contactData.noCountry')}
                autoComplete="off"
                {...form.getInputProps('country')}
                value={form.getValues().country || null}
                onChange={(value) => form.setFieldValue('country', value ?? '')}
              />
            </SimpleGrid>
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={saving} disabled={!form.isDirty() || !form.isValid()}>
            {t('contactData.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ContactDataPage() {
  const { t } = useTranslation('member');
  usePageTitle(t('contactData.title'));
  const { data: contact } = useData(contract.self.contactData, {});
  const { data: countries } = useCountries();
  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h2">
        {t('contactData.title')}
      </Title>
      {contact && countries ? <ContactForm contact={contact} countries={countries} /> : <PageLoader />}
    </Stack>
  );
}
