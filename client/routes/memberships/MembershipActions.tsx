// The membership's own requests: the alumni switch (confirmation to become alumni, a sport to become active
// again) and the retirement from the association (confirmation text and a required checkbox).
import { Button, Checkbox, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDoorExit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipDTO } from '../../../shared/schemas/memberships';
import { api } from '../../api/client';
import { useSaving } from '../../lib/use-saving';
import { showSuccess } from '../../ui/toast';
import { ReactivateModal } from './ReactivateModal';

interface ActionProps {
  membership: MembershipDTO;
  onChanged: (next?: MembershipDTO) => Promise<void>;
}

export function AlumniControl({ membership, onChanged }: ActionProps) {
  const { t } = useTranslation('clubs');
  const [confirmOpen, confirm] = useDisclosure(false);
  const [sportOpen, sport] = useDisclosure(false);
  const [saving, whileSaving] = useSaving();

  const requestAlumni = () =>
    whileSaving(async () => {
      const next = await api.put<MembershipDTO>(`/api/players/${membership.id}`, { is_alumni: true }, { idempotent: true });
      showSuccess(t('membership.alumniRequested'));
      confirm.close();
      await onChanged(next);
    });

  return (
    <>
      <Switch
        label={t('membership.alumniLabel')}
        checked={membership.is_alumni}
        onChange={() => (membership.is_alumni ? sport.open() : confirm.open())}
      />
      <Modal opened={confirmOpen} onClose={confirm.close} title={t('membership.alumniConfirmTitle')} centered>
        <Stack>
          <Text>{t('membership.alumniConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              {t('membership.cancel')}
            </Button>
            <Button loading={saving} onClick={() => void requestAlumni()}>
              {t('membership.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {/* The modal stores the answer under the membership's key: the layout shows it without a call back. */}
      <ReactivateModal membershipId={membership.id} opened={sportOpen} onClose={sport.close} />
    </>
  );
}

export function RetireControl({ membership, onChanged }: ActionProps) {
  const { t } = useTranslation('clubs');
  const [opened, { open, close }] = useDisclosure(false);
  const [confirmed, setConfirmed] = useState(false);
  const [saving, whileSaving] = useSaving();

  // Every way out (cancel, the close button, Escape, the backdrop, a sent request) unticks the confirmation, so a
  // second opening asks again.
  const dismiss = () => {
    setConfirmed(false);
    close();
  };

  const submit = () =>
    whileSaving(async () => {
      await api.delete(`/api/persons/${membership.person_id}/associations/${membership.association.association_id}`, {
        idempotent: true,
      });
      showSuccess(t('membership.retired'));
      dismiss();
      await onChanged();
    });

  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconDoorExit size={16} aria-hidden />} onClick={open}>
        {t('membership.retire')}
      </Button>
      <Modal opened={opened} onClose={dismiss} title={t('membership.retireTitle')} centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (confirmed) void submit();
          }}
        >
          <Stack>
            <Text fw={600}>{t('membership.retireConfirm')}</Text>
            <Text size="sm" c="dimmed">
              {t('membership.retireText', { association: membership.association.name })}
            </Text>
            <Checkbox
              label={t('membership.retireCheckbox')}
              required
              checked={confirmed}
              onChange={(e) => setConfirmed(e.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={dismiss}>
                {t('membership.cancel')}
              </Button>
              <Button type="submit" color="red" loading={saving} disabled={!confirmed}>
                {t('membership.retireSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
