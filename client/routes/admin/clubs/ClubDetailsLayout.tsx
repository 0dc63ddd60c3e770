// admin.clubs.details (/admin/clubs/{id}): the club with its logo menu and the tabs Teams, Officials, Fields and
// Information, one GET /clubs/{id} with its includes (docs/product.md#club-administration), shared with the tabs as outlet context.
import { Anchor, Breadcrumbs, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { LogoMenu } from '../../../ui/clubs/LogoMenu';
import { parseRouteId } from '../../../api/resource';
import { NotFoundPage } from '../../../ui/NotFoundPage';
import { PageLoader } from '../../../ui/PageLoader';
import { usePageTitle } from '../../../ui/use-page-title';
import { clubContext, useAdminClub } from './api';

export const CLUB_TABS = ['teams', 'officials', 'fields', 'info'] as const;

export function ClubDetailsLayout() {
  const { t } = useTranslation('adminClubs');
  const clubId = parseRouteId(useParams().clubID);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: club, mutate, notFound } = useAdminClub(clubId);
  usePageTitle(club?.name ?? t('list.title'));
  if (clubId === null || notFound) return <NotFoundPage back={{ to: '/admin/clubs', label: t('details.back') }} />;
  if (!club) return <PageLoader />;
  const current = CLUB_TABS.find((tab) => pathname.split('/')[4] === tab) ?? 'teams';
  const context = clubContext(club, () => mutate());

  return (
    <Stack gap="md" maw={960}>
      <Breadcrumbs>
        <Anchor component={Link} to="/admin/clubs" size="sm">
          {t('details.back')}
        </Anchor>
        <Text size="sm">{club.name}</Text>
      </Breadcrumbs>
      <Group gap="md" wrap="nowrap" align="center">
        <LogoMenu
          clubId={club.id}
          name={club.name}
          avatarState={club.avatarState}
          editable={context.editable}
          onChange={(avatarState) => void mutate({ ...club, avatarState }, { revalidate: true })}
        />
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h3">
            {club.name}
          </Title>
          {club.city && <Text c="dimmed">{club.city}</Text>}
        </div>
      </Group>
      <Tabs value={current} variant="pills" onChange={(value) => value && void navigate(`/admin/clubs/${club.id}/${value}`)}>
        <Tabs.List>
          {CLUB_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`details.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet context={context} />
    </Stack>
  );
}
