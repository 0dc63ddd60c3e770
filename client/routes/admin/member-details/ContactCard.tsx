// The contact box of a member's details: e-mail (and a pending change), phone numbers, and the address when one is set.
import { Anchor, Card, Grid, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PersonDetailsDTO } from '../../../../shared/schemas/persons';
import { countryName, useCountries } from '../../../api/hooks';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* A long e-mail address breaks inside its column instead of running over the next one. */}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '–'}
      </Text>
    </div>
  );
}

export function ContactCard({ person, canEdit }: { person: PersonDetailsDTO; canEdit: boolean }) {
  const { t } = useTranslation('admin');
  const c = person.contactData;
  const { data: countries } = useCountries();
  const hasAddress = [c.address_1, c.address_2, c.zip_code, c.city, c.region, c.country].some(Boolean);
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" mb={6}>
        <Title order={2} size="h5">
          {t('details.contactData')}
        </Title>
        {canEdit && (
          <Anchor component={Link} to={`/admin/members/${person.id}/contactData`} size="sm">
            {t('common.edit')}
          </Anchor>
        )}
      </Group>
      <Grid gap="xs">
        {/* On a phone the e-mail takes the whole row, the phone numbers share the next. */}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Field label={t('contact.email')} value={person.email} />
          {person.pending_email && (
            <Text size="xs" c="orange" data-testid="pending-email">
              {t('contact.emailPending', { email: person.pending_email })}
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={6}>
          <Field label={t('contact.phone_number')} value={c.phone_number} />
        </Grid.Col>
        <Grid.Col span={6}>
          <Field label={t('contact.mobile_phone')} value={c.mobile_phone} />
        </Grid.Col>
      </Grid>
      {/* The address box only when an address field is filled (docs/product.md#member-details). */}
      {hasAddress && (
        <Card withBorder padding="xs" mt="xs" data-testid="address-box">
          <Text size="xs" c="dimmed">
            {t('contact.address')}
          </Text>
          <Text size="sm">{[c.address_1, c.address_2].filter(Boolean).join(', ')}</Text>
          <Text size="sm">{[c.zip_code, c.city].filter(Boolean).join(' ')}</Text>
          <Text size="sm">{[c.region, countryName(countries, c.country)].filter(Boolean).join(', ')}</Text>
        </Card>
      )}
    </Card>
  );
}
