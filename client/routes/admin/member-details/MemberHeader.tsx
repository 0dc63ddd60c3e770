// The head of a member's details: avatar, name, country, gender, birthdate, registration day and labels, with the
// links to the history and back to the list as it was.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PersonDetailsDTO } from '../../../../shared/schemas/persons';
import { formatDate } from '../../../lib/datetime';
import { CountryEmblem } from '../../../ui/admin/CountryEmblem';
import { PersonLabels } from '../../../ui/admin/PersonLabels';
import { UserAvatar } from '../../../ui/UserAvatar';
import { listReturnOf } from '../list-return';
import { personName } from '../../../../shared/person-name';
import { NameEditor } from './NameEditor';

export function MemberHeader({
  person,
  canEdit = false,
  reload = () => undefined,
}: {
  person: PersonDetailsDTO;
  /** persons.update: the name may be changed here. */
  canEdit?: boolean;
  reload?: () => void;
}) {
  const { t } = useTranslation('admin');
  // "Zurück" leads to the list as it was: its filters, and its scroll position.
  const back = listReturnOf(useLocation().state);
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
        <Group wrap="nowrap">
          <UserAvatar
            personId={person.id}
            firstname={person.firstname}
            lastname={person.lastname}
            avatarState={person.avatar_state}
            size={56}
            radius="xl"
          />
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={1} size="h3">
                {personName(person)}
              </Title>
              {canEdit && <NameEditor person={person} reload={reload} />}
              <CountryEmblem country={person.international_player_country} />
            </Group>
            <Text size="sm" c="dimmed">
              {t(`gender.${person.gender}`)} · {formatDate(person.birthdate)} ·{' '}
              {t('details.registered', { date: formatDate(person.created_at) })}
            </Text>
            <PersonLabels
              alumni={person.memberships.some((m) => m.is_alumni)}
              roles={person.aclRules.map((r) => ({ role: r.role, label: r.label, target_name: r.target.name }))}
              tags={person.tags}
            />
          </Stack>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="default" component={Link} to={`/admin/members/${person.id}/history/memberships`}>
            {t('details.history')}
          </Button>
          <Button size="xs" variant="default" component={Link} to={back.to} state={back.state}>
            {t('common.back')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
