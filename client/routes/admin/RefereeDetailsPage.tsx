// admin.referees.details (/admin/referees/{refereeID}): the referee and their referee licences (level, start and
// end date dd.MM.yyyy) in the licence panel; assigning needs referees.edit.
import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { can } from '../../../shared/permissions';
import { useSelf } from '../../api/hooks';
import { formatDate } from '../../lib/datetime';
import { LicensePanel } from '../../ui/admin/LicensePanel';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageLoader } from '../../ui/PageLoader';
import { UserAvatar } from '../../ui/UserAvatar';
import { usePageTitle } from '../../ui/use-page-title';
import { useAdminOptions, useReferee } from './api';
import { parseRouteId } from '../../api/resource';
import { LicenseBadge } from './RefereeListPage';
import { personName } from '../../../shared/person-name';

export function RefereeDetailsPage() {
  const { t } = useTranslation('admin');
  const id = parseRouteId(useParams().refereeID);
  const { data: referee, mutate, notFound } = useReferee(id);
  const { data: self } = useSelf();
  // The referee answer lists the unassigned licences of the viewer's referees.list scope; what may be assigned and
  // changed is the referees.edit pool, as on the member page.
  const { data: options } = useAdminOptions();
  const licensePool = options?.license_pool;
  usePageTitle(referee ? personName(referee) : t('referees.title'));
  if (id === null || notFound) return <NotFoundPage back={{ to: '/admin/referees', label: t('referees.title') }} />;
  if (!referee) return <PageLoader />;
  const assigned = referee.refereeLicenses.filter((l) => l.relation_id !== undefined);
  return (
    <Stack gap="md" maw={900}>
      <Card withBorder padding="sm">
        <Group justify="space-between" wrap="wrap">
          <Group>
            <UserAvatar
              personId={referee.id}
              firstname={referee.firstname}
              lastname={referee.lastname}
              avatarState={referee.avatar_state}
              size={48}
              radius="xl"
            />
            <div>
              <Title order={1} size="h3">
                {personName(referee)}
              </Title>
              <Text size="sm" c="dimmed">
                {[referee.email, referee.clubs.map((c) => c.name).join(', ')].filter(Boolean).join(' · ')}
              </Text>
            </div>
          </Group>
          <Group gap="xs">
            {can(self, 'persons.list') && (
              <Anchor component={Link} to={`/admin/members/${referee.id}`} size="sm">
                {t('referees.openMember')}
              </Anchor>
            )}
            <Button size="xs" variant="default" component={Link} to="/admin/referees">
              {t('common.back')}
            </Button>
          </Group>
        </Group>
      </Card>
      <Card withBorder padding="sm">
        <Title order={2} size="h5" mb={6}>
          {t('referees.licenses')}
        </Title>
        <Table.ScrollContainer minWidth={480}>
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('licenses.license')}</Table.Th>
                <Table.Th>{t('licenses.level')}</Table.Th>
                <Table.Th>{t('referees.start')}</Table.Th>
                <Table.Th>{t('referees.end')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {assigned.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>
                    <Group gap={6}>
                      <LicenseBadge license={l} />
                      {l.name}
                    </Group>
                  </Table.Td>
                  <Table.Td>{l.levels.find((x) => x.level === l.level)?.caption ?? l.level}</Table.Td>
                  <Table.Td>{formatDate(l.start_date)}</Table.Td>
                  <Table.Td>{l.end_date ? formatDate(l.end_date) : '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <LicensePanel
        personId={referee.id}
        title={t('referees.licensePanel')}
        readOnly={!can(self, 'referees.edit')}
        onChanged={() => void mutate()}
        pool={(licensePool ?? []).filter((l) => l.is_referee)}
        assigned={assigned.map((l) => ({
          id: l.id,
          name: l.name,
          abbreviation: l.abbreviation,
          color: l.color,
          levels: l.levels,
          level: l.level ?? 0,
          valid_from: l.start_date,
          valid_to: l.end_date,
          is_valid: l.is_valid,
        }))}
      />
    </Stack>
  );
}
