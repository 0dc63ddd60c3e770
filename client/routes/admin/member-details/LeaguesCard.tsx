// The leagues a member plays in (docs/product.md#member-details): each active membership's team with its league, as
// the memberships carry them.
import { Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PersonDetailsDTO } from '../../../../shared/schemas/persons';

export function LeaguesCard({ person }: { person: PersonDetailsDTO }) {
  const { t } = useTranslation('admin');
  const rows = person.memberships.filter((m) => m.team && m.league && !m.is_alumni);
  return (
    <Card withBorder padding="sm" data-testid="leagues-card">
      <Title order={2} size="h5" mb={6}>
        {t('details.leagues')}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('details.noLeagues')}
        </Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('details.league')}</Table.Th>
              <Table.Th>{t('subjects.team')}</Table.Th>
              <Table.Th>{t('subjects.sport')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{m.league!.league_name}</Table.Td>
                <Table.Td>
                  {m.team!.name}
                  {m.jersey_number ? ` #${m.jersey_number}` : ''}
                </Table.Td>
                <Table.Td>{m.sport.name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
