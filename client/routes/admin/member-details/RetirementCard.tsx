// The retirement box of a member's details: leave an association, confirmed with a checkbox first.
import { Button, Card, Checkbox, Group, Modal, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonDetailsDTO } from '../../../../shared/schemas/persons';
import { api } from '../../../api/endpoints';
import { useMemberAction } from './member-action';

export function RetirementCard({ person, reload }: { person: PersonDetailsDTO; reload: () => void }) {
  const { t } = useTranslation('admin');
  const [busy, act] = useMemberAction();
  const [association, setAssociation] = useState<number | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  // Only associations the person is a member of (a licence or tag alone is nothing to leave), without an open
  // process on those memberships (the server would refuse both).
  const inAssociation = (id: number) => person.memberships.filter((m) => m.association.association_id === id);
  const retirable = person.associations.filter(
    (a) => inAssociation(a.id).length > 0 && inAssociation(a.id).every((m) => !m.pendingProcess),
  );
  if (retirable.length === 0) return null;
  return (
    <Card withBorder padding="sm">
      <Title order={2} size="h5" mb={6}>
        {t('retire.title')}
      </Title>
      <Group gap="xs">
        {retirable.map((a) => (
          <Button key={a.id} size="xs" variant="light" color="red" onClick={() => setAssociation(a.id)}>
            {t('retire.button', { name: a.abbreviation })}
          </Button>
        ))}
      </Group>
      <Modal opened={association !== null} onClose={() => setAssociation(null)} title={t('retire.title')} size="sm">
        <Text size="sm">{t('retire.confirm')}</Text>
        <Checkbox
          mt="sm"
          label={t('retire.checkbox')}
          checked={confirmed}
          onChange={(e) => setConfirmed(e.currentTarget.checked)}
        />
        <Group mt="md" justify="flex-end">
          <Button variant="default" size="xs" onClick={() => setAssociation(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            size="xs"
            disabled={!confirmed}
            loading={busy}
            onClick={() =>
              void act(
                () => api.persons.leaveAssociation({ params: { id: person.id, associationId: association! } }),
                t('retire.done'),
                () => {
                  setAssociation(null);
                  setConfirmed(false);
                  reload();
                },
              )
            }
          >
            {t('retire.submit')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
