// Alumni back to active (docs/product.md#membership-rules): a sport of the club is required, no confirmation. Opened from the
// membership page, from the alumni card on the start page and from the club page.
import { Button, Group, Loader, Modal, Select, Stack, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { z } from 'zod';
import { ReactivateInput } from '../../../shared/schemas/players';
import { contract } from '../../../shared/contract';
import { api, useData } from '../../api/endpoints';
import { useSchemaForm } from '../../lib/form';
import { useSaving } from '../../lib/use-saving';
import { showSuccess } from '../../ui/toast';
import { membershipInput, membershipKey, refreshOverview } from './context';

type ReactivateValues = { sport_id: string | null };

/** What PUT /players/{id} gets to make an alumni membership active again in the chosen sport. */
const reactivateInput = ({ sport_id }: ReactivateValues) => ({
  is_alumni: false,
  sport_id: sport_id === null ? undefined : Number(sport_id),
});
const ReactivateForm = z.preprocess((values) => reactivateInput(values as ReactivateValues), ReactivateInput);

interface ReactivateModalProps {
  membershipId: number;
  opened: boolean;
  onClose: () => void;
  /** After the membership and the user's overview were refreshed, e.g. to reload the club page. */
  onReactivated?: () => Promise<unknown>;
}

export function ReactivateModal({ membershipId, opened, onClose, onReactivated }: ReactivateModalProps) {
  const { t } = useTranslation('clubs');
  // The club's sports come with the membership; loaded when the dialog opens (cached on the membership page).
  const { data: membership } = useData(contract.self.player, opened ? membershipInput(membershipId) : null, {
    keepPreviousData: true,
  });
  const form = useSchemaForm<ReactivateValues>(ReactivateForm, { initialValues: { sport_id: null } });
  const [saving, whileSaving] = useSaving();

  // Every way out starts the next opening without a sport chosen.
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = (values: ReactivateValues) =>
    whileSaving(async () => {
      const { data: next } = await api.players.update({
        params: { id: membershipId },
        body: ReactivateInput.parse(reactivateInput(values)),
      });
      showSuccess(t('membership.reactivated'));
      close();
      await mutate(membershipKey(membershipId), next, { revalidate: false });
      await Promise.all([refreshOverview(), onReactivated?.()]);
    });

  return (
    <Modal opened={opened} onClose={close} title={t('membership.reactivateTitle')} centered>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          <Text size="sm">{t('membership.reactivateText')}</Text>
          {membership ? (
            <Select
              label={t('membership.sport')}
              placeholder={t('membership.sportPlaceholder')}
              required
              // Its own sport (even if the club no longer offers it) and the club's sports.
              data={[membership.sport, ...membership.club_sports.filter((s) => s.id !== membership.sport.id)].map((s) => ({
                value: String(s.id),
                label: s.name,
              }))}
              {...form.getInputProps('sport_id')}
              comboboxProps={{ withinPortal: true }}
              data-autofocus
            />
          ) : (
            <Group justify="center" py="md">
              <Loader size="sm" />
            </Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('membership.cancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={!form.isValid()}>
              {t('membership.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** "Reaktivieren" with its dialog, for an alumni membership shown outside its own page. */
export function ReactivateButton({
  membershipId,
  club,
  onReactivated,
  ...props
}: { membershipId: number; club: string; onReactivated?: () => Promise<unknown> } & ButtonProps) {
  const { t } = useTranslation('clubs');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={open}
        aria-label={t('membership.reactivateFor', { club })}
        {...props}
      >
        {t('membership.reactivate')}
      </Button>
      <ReactivateModal membershipId={membershipId} opened={opened} onClose={close} onReactivated={onReactivated} />
    </>
  );
}
