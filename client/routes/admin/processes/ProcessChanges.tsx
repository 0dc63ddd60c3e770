// What a privacy request asks for: a rectify request's fields with the old and the new value side by
// side, an erase request's consequence, and the member's note.
import { Alert, Card, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProcessDTO } from '../../../../shared/schemas/processes';

/** A rectify request's changes in the process list, one line each: "E-Mail: alt@… → neu@…". */
export function ChangeLines({ process }: { process: ProcessDTO }) {
  const { t } = useTranslation('privacy');
  return process.changes.map((change) => (
    <Text key={change.field} size="xs" style={{ overflowWrap: 'anywhere' }} data-testid="process-change">
      {t('requests.change', { field: t(`fields.${change.field}`), old: change.old ?? '–', new: change.new })}
    </Text>
  ));
}

export function ProcessChanges({ process }: { process: ProcessDTO }) {
  const { t } = useTranslation('privacy');
  if (process.type !== 'rectify' && process.type !== 'erase') return null;
  return (
    <section aria-labelledby="process-changes">
      <Title order={2} size="h5" id="process-changes" mb="xs">
        {t('admin.changes')}
      </Title>
      {process.type === 'erase' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} mb="sm">
          {t('admin.eraseNote')}
        </Alert>
      )}
      {process.changes.length > 0 && (
        <Card withBorder padding={0} mb="sm">
          <Table withColumnBorders verticalSpacing={6} fz="sm" data-testid="process-changes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.field')}</Table.Th>
                <Table.Th>{t('admin.old')}</Table.Th>
                <Table.Th>{t('admin.new')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {process.changes.map((change) => (
                <Table.Tr key={change.field}>
                  <Table.Td fw={600}>{t(`fields.${change.field}`)}</Table.Td>
                  <Table.Td c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {change.old ?? '–'}
                  </Table.Td>
                  <Table.Td fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {change.new}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      {process.note && (
        <Card withBorder padding="sm">
          <Text size="xs" c="dimmed">
            {t('admin.note')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {process.note}
          </Text>
        </Card>
      )}
    </section>
  );
}
