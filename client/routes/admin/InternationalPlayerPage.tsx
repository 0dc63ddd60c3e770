// admin.member.internationalPlayerDetails (/admin/members/{id}/internationalPlayers/{playerID}): the assignment,
// removable after confirmation ('Zuweisung entfernt!').
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../api/endpoints';
import { CountryEmblem } from '../../ui/admin/CountryEmblem';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageLoader } from '../../ui/PageLoader';
import { showSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/use-page-title';
import { useAdminOptions, usePerson } from './api';
import { parseRouteId } from '../../api/resource';
import { personName } from '../../../shared/person-name';

export function InternationalPlayerPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('details.international'));
  const params = useParams();
  const id = parseRouteId(params.id);
  const navigate = useNavigate();
  const { data: person, notFound } = usePerson(id);
  const { data: options } = useAdminOptions();
  const [confirm, setConfirm] = useState(false);
  if (id === null || notFound) return <NotFoundPage back={{ to: '/admin/member', label: t('list.title') }} />;
  if (!person) return <PageLoader />;
  const player = person.internationalPlayers.find((p) => String(p.id) === params.playerID);
  const editable = person.meta.permissions.includes('persons.update') && (options?.international_teams.length ?? 0) > 0;
  const remove = async () => {
    try {
      await api.persons.removeInternationalPlayer({ params: { id, sub: player!.id } });
      showSuccess(t('international.removed'));
      void navigate(`/admin/members/${id}`);
    } catch {
      setConfirm(false);
    }
  };
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h3">
        {t('labelValue', { ns: 'common', label: t('details.international'), value: personName(person) })}
      </Title>
      <Card withBorder padding="md">
        {player ? (
          <Stack gap="xs">
            <Group gap="xs">
              <CountryEmblem country={player.country_code} />
              <Text fw={600}>{player.name}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {player.sport_name}
            </Text>
            <Group gap="xs" mt="sm">
              {editable && (
                <Button color="red" variant="light" size="xs" onClick={() => setConfirm(true)}>
                  {t('international.remove')}
                </Button>
              )}
              <Button variant="default" size="xs" component={Link} to={`/admin/members/${id}`}>
                {t('common.back')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text c="dimmed">{t('common.noData')}</Text>
        )}
      </Card>
      <Modal opened={confirm} onClose={() => setConfirm(false)} title={t('international.confirmTitle')} size="sm">
        <Text size="sm">{t('international.confirm')}</Text>
        <Group mt="md" justify="flex-end">
          <Button variant="default" size="xs" onClick={() => setConfirm(false)}>
            {t('common.cancel')}
          </Button>
          <Button color="red" size="xs" onClick={() => void remove()}>
            {t('common.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
