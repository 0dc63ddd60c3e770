// admin.member.history (/admin/members/{id}/history/memberships|licenses): periods grouped by the chosen view
// (association, sport, international sport, subscription, licence) and the change log (who, when, what, each
// field before -> after); falls back to memberships when the person has no licences. The route says what is shown
// (the licence view and licence changes under /licenses, a membership view from ?view= and the other changes under
// /memberships), so the page cannot keep showing one tab's content under the other's address.
import { Badge, Box, Card, Group, SegmentedControl, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { ROLE_MATRIX, ROLES, type RoleName } from '../../../shared/permissions';
import type { HistoryEntryDTO, HistoryPeriodDTO } from '../../../shared/schemas/persons';
import i18n from '../../i18n';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageLoader } from '../../ui/PageLoader';
import { formatDate, formatTime } from '../../lib/datetime';
import { usePageTitle } from '../../ui/use-page-title';
import { usePerson, usePersonHistory } from './api';
import { parseRouteId } from '../../api/resource';
import {
  actionKey,
  describeEntry,
  isLicenseEntry,
  MEMBERSHIP_VIEWS,
  periodDetail,
  viewOf,
  VIEWS,
  type HistoryTab,
  type View,
} from './history-entry';
import { personName } from '../../../shared/person-name';

function groupKey(view: View, p: HistoryPeriodDTO): string | null {
  switch (view) {
    case 'association':
      return p.kind === 'membership' || p.kind === 'team' ? p.association : null;
    case 'sport':
      return p.kind === 'membership' || p.kind === 'team' ? p.sport : null;
    case 'internationalSport':
      return p.kind === 'international' ? p.sport : null;
    case 'subscription':
      return p.kind === 'subscription' ? p.label : null;
    case 'license':
      return p.kind === 'license' ? p.label : null;
  }
}

/** A translation when the key exists (a value of a known kind), otherwise the value itself. */
export function known(key: string, fallback: string): string {
  return i18n.exists(key) ? (i18n.t as (key: string) => string)(key) : fallback;
}

/** field -> id -> name of the things an entry records by id (resolved by the server). */
type Names = HistoryEntryDTO['names'] | undefined;

export function formatValue(t: TFunction<'admin'>, field: string, value: unknown, names?: Names): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? t('history.yes') : t('history.no');
  if (Array.isArray(value)) return value.length === 0 ? '–' : value.map((v) => formatValue(t, field, v, names)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  // An id with a known name shows the name ("Sportart: Lacrosse -> Indoor Lacrosse").
  const named = names?.[field]?.[text];
  if (named !== undefined) return named;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDate(text);
  switch (field) {
    case 'logo':
      return t('history.present');
    case 'positions':
      return known(`admin:positions.${text.replace('_', '-')}`, text);
    case 'billing_interval':
      return /^\d+$/.test(text) ? t('player.every', { count: Number(text) }) : text;
    case 'gender':
      return known(`admin:gender.${text}`, text);
    case 'position':
      return known(`clubs:contactPositions.${text}`, text);
    case 'pending':
    case 'skipped':
      return known(`processes:approvers.${text.replace('_', '-')}`, text);
    case 'status':
      return known(`processes:status.${text}`, text);
    case 'type':
      return known(`processes:types.${text}`, text);
    case 'role':
      return (ROLES as readonly string[]).includes(text) ? t(`roles.${ROLE_MATRIX[text as RoleName].label}`) : text;
    default:
      return text;
  }
}

function fieldLabel(field: string): string {
  return known(`admin:history.field.${field}`, field);
}

function EntryRow({ entry }: { entry: HistoryEntryDTO }) {
  const { t } = useTranslation('admin');
  const key = actionKey(entry.action);
  const { context, changes } = describeEntry(entry.data);
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatDate(entry.created_at)}{' '}
        <Text span size="xs" c="dimmed">
          {formatTime(entry.created_at)}
        </Text>
      </Table.Td>
      <Table.Td>{entry.actor ? personName(entry.actor) : t('history.system')}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {key ? t(`history.action.${key}`) : entry.action}
        </Text>
        {context.map((c) => (
          <Text key={c.key} size="xs" c="dimmed">
            {c.key === 'forced'
              ? t('history.forced')
              : t('labelValue', { ns: 'common', label: fieldLabel(c.key), value: formatValue(t, c.key, c.value, entry.names) })}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>
        {changes.map((c) => (
          <Text key={c.field} size="xs" style={{ wordBreak: 'break-word' }}>
            <Text span fw={500} size="xs">
              {fieldLabel(c.field)}:
            </Text>{' '}
            {formatValue(t, c.field, c.from, entry.names)} → {formatValue(t, c.field, c.to, entry.names)}
          </Text>
        ))}
      </Table.Td>
    </Table.Tr>
  );
}

export function HistoryPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('history.title'));
  const params = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = parseRouteId(params.id);
  const { data: person, notFound } = usePerson(id);
  const { data: history, notFound: noHistory } = usePersonHistory(id);
  const tab: HistoryTab = params.view === 'licenses' ? 'licenses' : 'memberships';
  const view = viewOf(tab, search.get('view'));
  if (id === null || notFound || noHistory) return <NotFoundPage back={{ to: '/admin/member', label: t('list.title') }} />;
  if (!person || !history) return <PageLoader />;
  // A removed licence leaves no period (its row is gone) but its changes stay in the history: they need the tab too.
  const hasLicenses = history.periods.some((p) => p.kind === 'license') || history.entries.some(isLicenseEntry);
  if (tab === 'licenses' && !hasLicenses) return <Navigate to={`/admin/members/${id}/history/memberships`} replace />;
  const base = `/admin/members/${id}/history`;
  const choose = (v: View) =>
    void navigate(
      v === 'license' ? `${base}/licenses` : v === 'association' ? `${base}/memberships` : `${base}/memberships?view=${v}`,
    );
  const entries = history.entries.filter((e) => isLicenseEntry(e) === (tab === 'licenses'));

  const groups = new Map<string, HistoryPeriodDTO[]>();
  for (const p of history.periods) {
    const key = groupKey(view, p);
    if (key === null) continue;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('labelValue', { ns: 'common', label: t('history.title'), value: personName(person) })}
      </Title>
      <Tabs value={tab} onChange={(v) => v && void navigate(`${base}/${v}`)}>
        <Tabs.List>
          <Tabs.Tab value="memberships">{t('history.memberships')}</Tabs.Tab>
          {hasLicenses && <Tabs.Tab value="licenses">{t('history.licenses')}</Tabs.Tab>}
        </Tabs.List>
      </Tabs>
      {/* Scrolls sideways on a phone instead of widening the page. */}
      <Box style={{ maxWidth: '100%', overflowX: 'auto' }}>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(v) => choose(v as View)}
          data={(hasLicenses ? VIEWS : MEMBERSHIP_VIEWS).map((v) => ({ value: v, label: t(`history.view.${v}`) }))}
        />
      </Box>
      <Card withBorder padding="sm" data-testid="history-periods">
        {groups.size === 0 ? (
          <Text size="sm" c="dimmed">
            {t('common.noData')}
          </Text>
        ) : (
          <Stack gap="sm">
            {[...groups.entries()].map(([key, periods]) => (
              <div key={key}>
                <Text fw={600} size="sm">
                  {key}
                </Text>
                {periods.map((p, i) => (
                  <Group key={i} gap="xs" ml="sm" mb={6}>
                    <Badge size="xs" variant="light">
                      {t(`history.kind.${p.kind}`)}
                    </Badge>
                    <Text size="sm">
                      {/* By association, a membership's periods differ by sport (a sport change starts one). */}
                      {[p.label, view === 'association' && p.kind === 'membership' ? p.sport : null, periodDetail(t, p)]
                        .filter(Boolean)
                        .join(', ')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(p.from)} – {p.to ? formatDate(p.to) : t('history.today')}
                    </Text>
                  </Group>
                ))}
              </div>
            ))}
          </Stack>
        )}
      </Card>
      <Card withBorder padding="sm">
        <Title order={2} size="h5" mb={6}>
          {tab === 'licenses' ? t('history.licenseChanges') : t('history.changes')}
        </Title>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('history.noEntries')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table fz="sm" verticalSpacing={4} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.when')}</Table.Th>
                  <Table.Th>{t('history.who')}</Table.Th>
                  <Table.Th>{t('history.what')}</Table.Th>
                  <Table.Th>{t('history.details')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((e) => (
                  <EntryRow key={e.id} entry={e} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
