// admin.dashboard: count badges opening the filtered lists, per-sport counts by gender and age category, the
// customers' licence usage, international teams and announcements (trusted HTML from the association).
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AGE_CATEGORIES } from '../../../shared/age-categories';
import { combineRql } from '../../../shared/rql';
import type { DashboardDTO } from '../../../shared/schemas/admin';
import { usePageTitle } from '../../ui/use-page-title';
import { CountryEmblem } from '../../ui/admin/CountryEmblem';
import { formatDate } from '../../lib/datetime';
import { useDashboard } from './api';
import classes from './admin.module.css';
import { TrustedHtml } from '../../ui/TrustedHtml';
import { PrivacyRequestsCard } from './PrivacyRequestsCard';
import { LicenseExpiryCard } from './LicenseExpiryCard';

const listUrl = (rql?: string) => `/admin/member${rql ? `?rql=${encodeURIComponent(rql)}` : ''}`;

function CountBadge({ label, value, to }: { label: string; value: number | null; to: string }) {
  // The link's name is its visible text, label and number (WCAG 2.5.3), not a label of its own.
  return (
    <UnstyledButton component={Link} to={to}>
      <Card withBorder padding="sm">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text fz={26} fw={700} lh={1.2}>
          {value ?? 0}
        </Text>
      </Card>
    </UnstyledButton>
  );
}

function SportCard({ sport }: { sport: DashboardDTO['sports'][number] }) {
  const { t } = useTranslation('admin');
  const count = (gender: 'male' | 'female', category: string) =>
    sport.counts.find((c) => c.gender === gender && c.category === category)?.count ?? 0;
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" mb={4}>
        <Title order={3} size="h5">
          {sport.name}
        </Title>
        <Badge variant="light">{sport.total}</Badge>
      </Group>
      <Table striped withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.category')}</Table.Th>
            <Table.Th ta="right">{t('gender.female')}</Table.Th>
            <Table.Th ta="right">{t('gender.male')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {AGE_CATEGORIES.map((c) => (
            <Table.Tr key={c.key}>
              <Table.Td>{t(`ageCategory.${c.key}`)}</Table.Td>
              <Table.Td ta="right">{count('female', c.key)}</Table.Td>
              <Table.Td ta="right">{count('male', c.key)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function LicenseUsageCard({ usage }: { usage: NonNullable<DashboardDTO['license_usage']>[number] }) {
  const { t } = useTranslation('admin');
  return (
    <Card withBorder padding="sm">
      <Title order={3} size="h5" mb={6}>
        {t('dashboard.licenseUsage', { name: usage.association.name })}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <div>
          <Text size="xs" c="dimmed">
            {t('dashboard.peakPlayers')}
          </Text>
          <Text fw={700}>{usage.peak_players.count}</Text>
          <Text size="xs" c="dimmed">
            {usage.peak_players.date ? formatDate(usage.peak_players.date) : '–'}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('dashboard.peakReferees')}
          </Text>
          <Text fw={700}>{usage.peak_referees.count}</Text>
          <Text size="xs" c="dimmed">
            {usage.peak_referees.date ? formatDate(usage.peak_referees.date) : '–'}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            {t('dashboard.currentPlayers')}
          </Text>
          <Text fw={700}>{usage.current_players}</Text>
        </div>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        {t('dashboard.sportsPerMember')}
      </Text>
      <Group gap="xs">
        {usage.sports_per_member.map((s) => (
          <Badge key={s.sports} variant="outline" color="gray">
            {t('labelValue', { ns: 'common', label: t('dashboard.sportsCount', { count: s.sports }), value: s.members })}
          </Badge>
        ))}
      </Group>
    </Card>
  );
}

export function DashboardPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('dashboard.title'));
  const { data } = useDashboard();
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('dashboard.title')}
      </Title>
      {!data ? (
        <Stack gap="sm" aria-busy>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={74} />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={240} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <CountBadge label={t('dashboard.members')} value={data.counts.members} to={listUrl()} />
            <CountBadge
              label={t('dashboard.alumni')}
              value={data.counts.alumni}
              to={listUrl(combineRql([{ op: 'eq', subject: 'alumni', value: '1' }]))}
            />
            {data.counts.referees !== null && (
              <CountBadge label={t('dashboard.referees')} value={data.counts.referees} to="/admin/referees?valid=1" />
            )}
            <CountBadge
              label={t('dashboard.withoutTeam')}
              value={data.counts.without_team}
              to={listUrl(combineRql([{ op: 'eq', subject: 'team', value: null }]))}
            />
            {data.avatar_reports !== null && (
              <CountBadge label={t('dashboard.avatarReports')} value={data.avatar_reports} to="/admin/avatar-reports" />
            )}
          </SimpleGrid>
          <PrivacyRequestsCard requests={data.privacy_requests} />
          {data.license_expiry && <LicenseExpiryCard counts={data.license_expiry} />}
          {data.license_usage?.map((usage) => (
            <LicenseUsageCard key={usage.association.id} usage={usage} />
          ))}
          {data.sports.length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {data.sports.map((sport) => (
                <SportCard key={sport.id} sport={sport} />
              ))}
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <Card withBorder padding="sm">
              <Title order={2} size="h5" mb={6}>
                {t('dashboard.internationalTeams')}
              </Title>
              {data.international_teams.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('common.noData')}
                </Text>
              ) : (
                <Stack gap={4}>
                  {data.international_teams.map((team) => (
                    <UnstyledButton
                      key={team.id}
                      component={Link}
                      to={listUrl(combineRql([{ op: 'eq', subject: 'internationalTeam', value: String(team.id) }]))}
                      className={classes.row}
                    >
                      <Group justify="space-between" wrap="nowrap">
                        <Group gap="xs" style={{ minWidth: 0 }}>
                          <CountryEmblem country={team.country_code} />
                          <Text size="sm">{team.name}</Text>
                          <Text size="xs" c="dimmed">
                            {team.sport.name}
                          </Text>
                        </Group>
                        <Badge variant="light" style={{ flexShrink: 0 }}>
                          {team.players_count}
                        </Badge>
                      </Group>
                    </UnstyledButton>
                  ))}
                </Stack>
              )}
            </Card>
            <Card withBorder padding="sm">
              <Title order={2} size="h5" mb={6}>
                {t('dashboard.announcements')}
              </Title>
              {data.announcements.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('common.noData')}
                </Text>
              ) : (
                <Stack gap="sm">
                  {data.announcements.map((a) => (
                    <article key={a.id}>
                      <Group justify="space-between" gap="xs">
                        <Text fw={600} size="sm">
                          {a.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatDate(a.published_at)}
                        </Text>
                      </Group>
                      {/* Trusted HTML: written by the association's own staff (docs/product.md#dashboard). */}
                      <Text size="sm" component="div" className={classes.html}>
                        <TrustedHtml html={a.body_html} />
                      </Text>
                    </article>
                  ))}
                </Stack>
              )}
            </Card>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
