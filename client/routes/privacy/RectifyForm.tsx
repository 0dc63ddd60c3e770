// "Name oder E-Mail berichtigen": the current name and address to edit; only what differs is sent (the shared
// RectifyInput checks it), with an optional note. The association approves; a new address then needs its confirmation.
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RectifyInput } from '../../../shared/schemas/privacy';
import type { SelfDTO } from '../../../shared/schemas/self';
import { toRectifyRequest, type RectifyValues as Values } from './rectify-request';
import { useSchemaForm } from '../../lib/form';
import { useSaving } from '../../lib/use-saving';
import { showSuccess } from '../../ui/toast';
import { requestRectify } from './api';

/** `blocked`: a rectify request is open already ('rectify'), or another request that must be decided first ('other'). */
export function RectifyForm({ self, blocked }: { self: SelfDTO; blocked: 'rectify' | 'other' | null }) {
  const { t } = useTranslation('privacy');
  const [saving, whileSaving] = useSaving();
  const start: Values = { firstname: self.firstname, lastname: self.lastname, email: self.email ?? '', note: '' };
  const form = useSchemaForm<Values>(
    z.preprocess((values) => toRectifyRequest(values as Values, self), RectifyInput),
    {
      initialValues: start,
      validateInputOnBlur: true,
      messages: { all: { NothingToChange: t('rectify.unchanged') } },
    },
  );
  const request = toRectifyRequest(form.getValues(), self);
  const changed = request.firstname !== undefined || request.lastname !== undefined || request.email !== undefined;

  const submit = async () => {
    await whileSaving(async () => {
      await requestRectify(toRectifyRequest(form.getValues(), self));
      showSuccess(t('rectify.sent'));
      // The request lists what was asked for; the form shows the data as it is until the association decides.
      form.reset();
    });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="privacy-rectify">
      <form onSubmit={form.onSubmit(() => void submit())} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="privacy-rectify">
            {t('rectify.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('rectify.text')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('rectify.firstname')}
              autoComplete="given-name"
              maxLength={60}
              {...form.getInputProps('firstname')}
            />
            <TextInput
              label={t('rectify.lastname')}
              autoComplete="family-name"
              maxLength={60}
              {...form.getInputProps('lastname')}
            />
          </SimpleGrid>
          <TextInput
            type="email"
            label={t('rectify.email')}
            autoComplete="email"
            maxLength={254}
            {...form.getInputProps('email')}
          />
          <Textarea
            label={t('rectify.note')}
            placeholder={t('rectify.notePlaceholder')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={1000}
            {...form.getInputProps('note')}
          />
          <Group justify="space-between" gap="sm">
            <Text size="xs" c="dimmed">
              {blocked === 'rectify'
                ? t('rectify.pending')
                : blocked === 'other'
                  ? t('rectify.blocked')
                  : changed
                    ? ''
                    : t('rectify.unchanged')}
            </Text>
            <Button
              type="submit"
              leftSection={<IconSend size={16} aria-hidden />}
              loading={saving}
              disabled={!changed || blocked !== null}
            >
              {t('rectify.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
