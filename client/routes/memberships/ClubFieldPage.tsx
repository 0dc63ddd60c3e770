// /memberships/{playerID}/profile/field/{fieldID}: one field (pitch) of the club.
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { addressLines } from '../../ui/clubs/address';
import { useMembershipClub, useMembershipContext } from './context';

export function ClubFieldPage() {
  const { t } = useTranslation('clubs');
  const { membership } = useMembershipContext();
  const { fieldID } = useParams();
  const { data: club } = useMembershipClub(membership.club.id);
  if (!club) return <PageLoader />;
  const field = (club.fields ?? []).find((f) => String(f.id) === fieldID);
  const back = (
    <Anchor component={Link} to={`/memberships/${membership.id}/profile`} size="sm">
      {t('membership.field.back')}
    </Anchor>
  );
  if (!field)
    return (
      <Stack>
        {back}
        <Text c="dimmed">{t('membership.notFound')}</Text>
      </Stack>
    );
  return (
    <Stack gap="sm">
      {back}
      <Card withBorder padding="md">
        <Title order={2} size="h3">
          {field.name}
        </Title>
        <Text size="xs" c="dimmed" mt="sm">
          {t('club.address')}
        </Text>
        {addressLines(field).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        {field.general_information && (
          <>
            <Text size="xs" c="dimmed" mt="sm">
              {t('club.information')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {field.general_information}
            </Text>
          </>
        )}
      </Card>
    </Stack>
  );
}
