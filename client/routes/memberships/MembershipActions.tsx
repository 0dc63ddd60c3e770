// The membership's own requests: the alumni switch (confirmation to become alumni, a sport to become active
// again) and the retirement from the association (confirmation text and a required checkbox).
import { Button, Checkbox, Group, Modal, Select, Stack, Switch, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDoorExit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipDTO } from '../../../shared/schemas/memberships';
import { ReactivateInput } from '../../../shared/schemas/players';
import { api } from '../../api/client';
import { showSuccess } from '../../ui/toast';

interface ActionProps {
  membership: MembershipDTO;
  onChanged: (next?: MembershipDTO) => Promise<void>;
}

export function AlumniControl({ membership, onChanged }: ActionProps) {
  const { t } = useTranslation('clubs');
  const [confirmOpen, confirm] = useDisclosure(false);
  const [sportOpen, sport] = useDisclosure(false);
  const [sportId, setSportId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reactivation = { is_alumni: false, sport_id: sportId === null ? undefined : Number(sportId) };
  const reactivationValid = ReactivateInput.safeParse(reactivation).success;

  const send = async (body: unknown, message: string) => {
    setBusy(true);
    try {
      const next = await api.put<MembershipDTO>(`/api/players/${membership.id}`, body);
      showSuccess(message);
      confirm.close();
      sport.close();
      await onChanged(next);
    } catch {
      // Shown by the central handler.
    } finally {
      setBusy(false);
    }
  };

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
            <Button loading={busy} onClick={() => void send({ is_alumni: true }, t('membership.alumniRequested'))}>
              {t('membership.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={sportOpen} onClose={sport.close} title={t('membership.reactivateTitle')} centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (reactivationValid) void send(reactivation, t('membership.saved'));
          }}
        >
          <Stack>
            <Text size="sm">{t('membership.reactivateText')}</Text>
            <Select
              label={t('membership.sport')}
              placeholder={t('membership.sportPlaceholder')}
              required
              data={membership.club_sports.map((s) => ({ value: String(s.id), label: s.name }))}
              value={sportId}
              onChange={setSportId}
              comboboxProps={{ withinPortal: true }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={sport.close}>
                {t('membership.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={!reactivationValid}>
                {t('membership.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

export function RetireControl({ membership, onChanged }: ActionProps) {
  const { t } = useTranslation('clubs');
  const [opened, { open, close }] = useDisclosure(false);
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      await api.delete(`/api/persons/${membership.person_id}/associations/${membership.association.association_id}`);
      showSuccess(t('membership.retired'));
      close();
      await onChanged();
    } catch {
      // Shown by the central handler.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconDoorExit size={16} aria-hidden />} onClick={open}>
        {t('membership.retire')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          close();
          setConfirmed(false);
        }}
        title={t('membership.retireTitle')}
        centered
      >
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
              <Button variant="default" onClick={close}>
                {t('membership.cancel')}
              </Button>
              <Button type="submit" color="red" loading={busy} disabled={!confirmed}>
                {t('membership.retireSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
