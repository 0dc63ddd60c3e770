// /admin/clubs/{id}/officials/{personID}?position=: one contact person. The position is editable only with edit
// rights ('Ansprechpartner gespeichert'); removal asks first ('Ansprechpartner entfernt').
import { Anchor, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ContactPositionName } from '../../../../shared/schemas/clubs';
import { api } from '../../../api/endpoints';
import { ConfirmModal } from '../../../ui/clubs/ConfirmModal';
import { showSuccess } from '../../../ui/toast';
import { useClubContext } from './api';
import { ContactLines, usePositionOptions } from './ContactNewPage';
import { useSaving } from '../../../lib/use-saving';
import { personName } from '../../../../shared/person-name';

export function ContactPage() {
  const { personID } = useParams();
  const [params] = useSearchParams();
  const current = params.get('position');
  // A new contact or position in the URL starts a fresh form.
  return <ContactDetails key={`${personID}:${current}`} personID={personID} current={current} />;
}

function ContactDetails({ personID, current }: { personID: string | undefined; current: string | null }) {
  const { t } = useTranslation('adminClubs');
  const { t: tc } = useTranslation('clubs');
  const { club, editable, reload } = useClubContext();
  const navigate = useNavigate();
  const options = usePositionOptions();
  const contact = (club.contacts ?? []).find((c) => String(c.id) === personID && c.position === current);
  const [position, setPosition] = useState<ContactPositionName | null>(contact?.position ?? null);
  const [busy, whileBusy] = useSaving();
  const [confirm, setConfirm] = useState(false);
  const officials = `/admin/clubs/${club.id}/officials`;
  const back = (
    <Anchor component={Link} to={officials} size="sm">
      {t('officials.back')}
    </Anchor>
  );
  if (!contact)
    return (
      <Stack gap="sm">
        {back}
        <Text c="dimmed">{t('officials.notFound')}</Text>
      </Stack>
    );

  const save = async () => {
    if (!position) return;
    await whileBusy(async () => {
      await api.clubs.updateContact({
        params: { id: club.id, sub: contact.id },
        body: { oldPosition: contact.position, position },
      });
      showSuccess(t('officials.saved'));
      await reload();
      await navigate(`${officials}/${contact.id}?${new URLSearchParams({ position })}`, { replace: true });
    });
  };
  const remove = async () => {
    await whileBusy(async () => {
      await api.clubs.deleteContact({ params: { id: club.id, sub: contact.id }, query: { position: contact.position } });
      showSuccess(t('officials.removed'));
      setConfirm(false);
      await reload();
      await navigate(officials);
    });
  };
  const name = personName(contact);

  return (
    <Stack gap="sm" maw={640}>
      {back}
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h4">
              {name}
            </Title>
            <Anchor component={Link} to={`/admin/members/${contact.id}`} size="sm">
              {t('officials.openPerson')}
            </Anchor>
          </Group>
          <ContactLines email={contact.email} phone={contact.phone_number} mobile={contact.mobile_phone} />
          {editable ? (
            <>
              <Select
                label={t('officials.position')}
                data={options}
                value={position}
                onChange={(v) => setPosition(v as ContactPositionName | null)}
                allowDeselect={false}
                maw={320}
              />
              <Group>
                <Button onClick={() => void save()} disabled={!position || position === contact.position} loading={busy}>
                  {t('form.save')}
                </Button>
                <Button color="red" variant="light" onClick={() => setConfirm(true)}>
                  {t('officials.remove')}
                </Button>
              </Group>
            </>
          ) : (
            <Group gap="xs">
              <Text size="sm" c="dimmed" w={80}>
                {t('officials.position')}
              </Text>
              <Text size="sm">{tc(`contactPositions.${contact.position}`)}</Text>
            </Group>
          )}
        </Stack>
      </Card>
      <ConfirmModal
        opened={confirm}
        title={t('officials.confirmTitle')}
        message={t('officials.confirm', { name, position: tc(`contactPositions.${contact.position}`) })}
        confirmLabel={t('officials.remove')}
        cancelLabel={t('form.cancel')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setConfirm(false)}
      />
    </Stack>
  );
}
