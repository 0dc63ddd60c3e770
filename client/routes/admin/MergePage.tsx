// admin.member.merge (/admin/members/{id}/merge/{other}): two persons side by side, the value to keep chosen per
// field, and the start of the association's approval of the merge (docs/product.md#merging-duplicates).
import { Button, Card, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { contract } from '../../../shared/contract';
import { MERGE_FIELDS, type MergeField } from '../../../shared/schemas/merge';
import { api, useData } from '../../api/endpoints';
import { countryName, useCountries } from '../../api/hooks';
import { parseRouteId } from '../../api/resource';
import { useSaving } from '../../lib/use-saving';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageLoader } from '../../ui/PageLoader';
import { showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { formatValue, known } from './HistoryPage';

type Choice = 'survivor' | 'other';

export function MergePage() {
  const { t } = useTranslation('adminAudit');
  const { t: ta } = useTranslation('admin');
  const { data: countries } = useCountries();
  usePageTitle(t('merge.title'));
  const params = useParams();
  const navigate = useNavigate();
  const id = parseRouteId(params.id);
  const other = parseRouteId(params.other);
  const { data, notFound } = useData(
    contract.merges.compare,
    id !== null && other !== null ? { params: { id, sub: other } } : null,
  );
  const [choices, setChoices] = useState<Partial<Record<MergeField, Choice>>>({});
  const [saving, whileSaving] = useSaving();
  if (id === null || other === null || notFound) return <NotFoundPage back={{ to: '/admin/member', label: t('merge.back') }} />;
  if (!data) return <PageLoader />;
  const differing = MERGE_FIELDS.filter((f) => data.survivor.fields[f] !== data.other.fields[f]);
  const start = () =>
    whileSaving(async () => {
      const { data: process } = await api.merges.start({
        params: { id, sub: other },
        body: { fields: choices, survivor_updated_at: data.survivor.updated_at, other_updated_at: data.other.updated_at },
      });
      showSuccess(t('merge.started'));
      void navigate(`/admin/processes/${process.id}`);
    });
  // A value as the member's pages show it: a date in the reader's format, a gender or a country by its name.
  const shown = (field: MergeField, value: string | null) =>
    field === 'country' ? (countryName(countries, value) ?? '–') : formatValue(ta, field, value);
  const counts = (side: typeof data.survivor) =>
    [
      t('merge.holdsMemberships', { count: side.memberships }),
      t('merge.holdsLicenses', { count: side.licenses }),
      t('merge.holdsEntries', { count: side.history_entries }),
    ].join(', ');
  return (
    <Stack gap="sm">
      <Title order={1} size="h3">
        {t('merge.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('merge.explain')}
      </Text>
      <Card withBorder padding={0}>
        {/* Side by side even on a phone: the two persons' columns scroll sideways in the card. */}
        <Table.ScrollContainer minWidth={560} type="native">
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('merge.field')}</Table.Th>
                <Table.Th>{t('merge.survivor', { id: data.survivor.id })}</Table.Th>
                <Table.Th>{t('merge.other', { id: data.other.id })}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {MERGE_FIELDS.map((field) => (
                <Table.Tr key={field} data-testid={`merge-field-${field}`}>
                  <Table.Td>{known(`admin:history.field.${field}`, field)}</Table.Td>
                  {(['survivor', 'other'] as const).map((side) => (
                    <Table.Td key={side}>
                      {differing.includes(field) ? (
                        <Radio
                          size="xs"
                          name={field}
                          aria-label={`${known(`admin:history.field.${field}`, field)}: ${shown(field, data[side].fields[field] ?? null)} – ${t(`merge.${side}`, { id: data[side].id })}`}
                          label={shown(field, data[side].fields[field] ?? null)}
                          checked={(choices[field] ?? 'survivor') === side}
                          onChange={() => setChoices({ ...choices, [field]: side })}
                        />
                      ) : (
                        <Text size="sm">{shown(field, data[side].fields[field] ?? null)}</Text>
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td>{t('merge.holdsLabel')}</Table.Td>
                <Table.Td>{counts(data.survivor)}</Table.Td>
                <Table.Td>{counts(data.other)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Button w="fit-content" loading={saving} onClick={() => void start()} data-testid="merge-start">
        {t('merge.start')}
      </Button>
    </Stack>
  );
}
