// "Meine Daten löschen": what an erasure does (it cannot be undone), an optional note, a tick that it was understood
// and a confirmation before the request goes to the association.
import { Alert, Button, Card, Checkbox, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EraseInput } from '../../../shared/schemas/privacy';
import { useSchemaForm } from '../../lib/form';
import { useSaving } from '../../lib/use-saving';
import { ConfirmModal } from '../../ui/clubs/ConfirmModal';
import { showSuccess } from '../../ui/toast';
import { requestErase } from './api';

type Values = { note: string };

/** `blocked`: an erase request is open already ('erase'), or another request that must be decided first ('other'). */
export function EraseForm({ blocked }: { blocked: 'erase' | 'other' | null }) {
  const { t } = useTranslation('privacy');
  const [saving, whileSaving] = useSaving();
  const [understood, setUnderstood] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const form = useSchemaForm<Values>(EraseInput, { initialValues: { note: '' }, validateInputOnBlur: true });

  const submit = async () => {
    const note = form.getValues().note.trim();
    const done = await whileSaving(async () => {
      await requestErase(note ? { note } : {});
      showSuccess(t('erase.sent'));
    });
    setConfirming(false);
    if (done) {
      form.reset();
      setUnderstood(false);
    }
  };

  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="privacy-erase"
      style={{ borderColor: 'var(--mantine-color-red-outline)' }}
    >
      <form onSubmit={form.onSubmit(() => setConfirming(true))} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="privacy-erase">
            {t('erase.title')}
          </Title>
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('erase.warningTitle')}>
            <Stack gap={6}>
              <Text size="sm">{t('erase.warning')}</Text>
              <Text size="sm">{t('erase.obligations')}</Text>
            </Stack>
          </Alert>
          <Textarea label={t('erase.note')} autosize minRows={2} maxRows={6} maxLength={1000} {...form.getInputProps('note')} />
          <Checkbox
            label={t('erase.understood')}
            checked={understood}
            onChange={(event) => setUnderstood(event.currentTarget.checked)}
            disabled={blocked !== null}
          />
          <Group justify="space-between" gap="sm">
            <Text size="xs" c="dimmed">
              {blocked === 'erase' ? t('erase.pending') : blocked === 'other' ? t('erase.blocked') : ''}
            </Text>
            <Button
              type="submit"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={!understood || blocked !== null}
            >
              {t('erase.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={confirming}
        title={t('erase.confirmTitle')}
        message={t('erase.confirm')}
        confirmLabel={t('erase.confirmButton')}
        cancelLabel={t('erase.cancel')}
        busy={saving}
        onConfirm={() => void submit()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
