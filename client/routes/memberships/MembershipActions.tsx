// The membership's own requests: the alumni switch (confirmation to become alumni, a sport to become active
// again) and the retirement from the association (confirmation text and a required checkbox).
import { Button, Checkbox, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { MembershipDTO } from '../../../shared/schemas/memberships';
import { api } from '../../api/endpoints';
import { useSchemaForm } from '../../lib/form';
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
      const { data: next } = await api.players.update({ params: { id: membership.id }, body: { is_alumni: true } });
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

/** Leaving the association is asked for with a ticked box (the DELETE itself has no body). */
const RetireConfirmation = z.object({ confirmed: z.literal(true, 'mustConfirm') });

export function RetireControl({ membership, onChanged }: ActionProps) {
  const { t } = useTranslation('clubs');
  const [opened, { open, close }] = useDisclosure(false);
  const form = useSchemaForm<{ confirmed: boolean }>(RetireConfirmation, { initialValues: { confirmed: false } });
  const [saving, whileSaving] = useSaving();

  // Every way out (cancel, the close button, Escape, the backdrop, a sent request) unticks the confirmation, so a
  // second opening asks again.
  const dismiss = () => {
    form.reset();
    close();
  };

  const submit = () =>
    whileSaving(async () => {
      await api.persons.leaveAssociation({
        params: { id: membership.person_id, associationId: membership.association.association_id },
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
        <form onSubmit={form.onSubmit(() => void submit())} noValidate>
          <Stack>
            <Text fw={600}>{t('membership.retireConfirm')}</Text>
            <Text size="sm" c="dimmed">
              {t('membership.retireText', { association: membership.association.name })}
            </Text>
            <Checkbox
              label={t('membership.retireCheckbox')}
              required
              {...form.getInputProps('confirmed', { type: 'checkbox' })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={dismiss}>
                {t('membership.cancel')}
              </Button>
              <Button type="submit" color="red" loading={saving} disabled={!form.isValid()}>
                {t('membership.retireSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
