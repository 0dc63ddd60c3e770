// admin.member.history (/admin/members/{id}/history/memberships|licenses): periods grouped by the chosen view
// (association, sport, international sport, subscription, licence) and the change log; falls back to
// memberships when the person has no licences.
import { Badge, Card, Group, SegmentedControl, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { HistoryPeriodDTO } from '../../../shared/schemas/persons';
import { PageLoader } from '../../ui/PageLoader';
import { formatDate } from '../../ui/admin/format';
import { usePageTitle } from '../../ui/use-page-title';
import { usePerson, usePersonHistory } from './api';

const VIEWS = ['association', 'sport', 'internationalSport', 'subscription', 'license'] as const;
type View = (typeof VIEWS)[number];

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

export function HistoryPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('history.title'));
  const params = useParams();
  const navigate = useNavigate();
  const id = Number(params.id);
  const { data: person } = usePerson(id);
  const { data: history } = usePersonHistory(id);
  const tab = params.view === 'licenses' ? 'licenses' : 'memberships';
  const [view, setView] = useState<View>(tab === 'licenses' ? 'license' : 'association');
  if (!person || !history) return <PageLoader />;
  const hasLicenses = history.periods.some((p) => p.kind === 'license');
  if (tab === 'licenses' && !hasLicenses) return <Navigate to={`/admin/members/${id}/history/memberships`} replace />;

  const groups = new Map<string, HistoryPeriodDTO[]>();
  for (const p of history.periods) {
    const key = groupKey(view, p);
    if (key === null) continue;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('history.title')}: {person.firstname} {person.lastname}
      </Title>
      <Tabs value={tab} onChange={(v) => v && void navigate(`/admin/members/${id}/history/${v}`)}>
        <Tabs.List>
          <Tabs.Tab value="memberships">{t('history.memberships')}</Tabs.Tab>
          {hasLicenses && <Tabs.Tab value="licenses">{t('history.licenses')}</Tabs.Tab>}
        </Tabs.List>
      </Tabs>
      <SegmentedControl
        size="xs"
        value={view}
        onChange={(v) => setView(v as View)}
        data={VIEWS.map((v) => ({ value: v, label: t(`history.view.${v}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <Card withBorder padding="sm">
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
                  <Group key={i} gap="xs" ml="sm">
                    <Badge size="xs" variant="light">
                      {t(`history.kind.${p.kind}`)}
                    </Badge>
                    <Text size="sm">
                      {p.label}
                      {p.detail ? ` (${p.detail})` : ''}
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
          {t('history.changes')}
        </Title>
        <Table fz="sm" verticalSpacing={4} striped>
          <Table.Tbody>
            {history.entries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(e.created_at)}</Table.Td>
                <Table.Td>{e.action}</Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                    {JSON.stringify(e.data)}
                  </Text>
                </Table.Td>
                <Table.Td>{e.actor ? `${e.actor.firstname} ${e.actor.lastname}` : '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}
