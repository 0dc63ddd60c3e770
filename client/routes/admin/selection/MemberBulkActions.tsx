// The member list's bulk actions on a selection: add or remove a tag (with its undo), export as CSV or XLSX, and an
// e-mail with placeholders, previewed for one recipient before it is queued.
import { Button, Group, Menu, Modal, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconDownload, IconMail, IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../../shared/contract';
import type { BulkMailPreviewDTO, BulkResultDTO, PersonSelection } from '../../../../shared/schemas/bulk';
import { BULK_MAIL_BODY_MAX, BULK_MAIL_PLACEHOLDERS } from '../../../../shared/schemas/bulk';
import { api, urlOf } from '../../../api/endpoints';
import { showSuccess } from '../../../ui/toast';
import { downloadPost } from './download';

interface Props {
  selection: PersonSelection;
  tags: readonly { id: number; name: string }[];
  canExport: boolean;
  /** Runs an action with the page's busy state and progress bar. */
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  onResult: (result: BulkResultDTO) => void;
}

export function MemberBulkActions({ selection, tags, canExport, run, onResult }: Props) {
  const { t } = useTranslation('admin');
  const [tagId, setTagId] = useState<string | null>(null);
  const [mailOpen, setMailOpen] = useState(false);

  const tag = (remove: boolean) =>
    tagId &&
    run(async () => {
      const { data } = await api.bulk.tag({ body: { selection, tag_id: Number(tagId), remove } });
      showSuccess(t(remove ? 'bulk.tagRemoved' : 'bulk.tagAdded'));
      onResult(data);
    });
  const exportAs = (format: 'emails-csv' | 'full-xlsx') =>
    run(() => downloadPost(urlOf(contract.bulk.exportPersons, { body: { selection, format } }), { selection, format }));

  return (
    <>
      <Group gap={4} wrap="nowrap">
        <Select
          size="xs"
          w={160}
          placeholder={t('bulk.chooseTag')}
          aria-label={t('bulk.chooseTag')}
          data={tags.map((x) => ({ value: String(x.id), label: x.name }))}
          value={tagId}
          onChange={setTagId}
          searchable
        />
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconTag size={14} />}
          disabled={!tagId}
          onClick={() => tag(false)}
        >
          {t('bulk.addTag')}
        </Button>
        <Button size="compact-sm" variant="default" disabled={!tagId} onClick={() => tag(true)}>
          {t('bulk.removeTag')}
        </Button>
      </Group>
      {canExport && (
        <Menu position="bottom-end">
          <Menu.Target>
            <Button size="compact-sm" variant="default" leftSection={<IconDownload size={14} />}>
              {t('bulk.export')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void exportAs('emails-csv')}>{t('export.emailsCsv')}</Menu.Item>
            <Menu.Item onClick={() => void exportAs('full-xlsx')}>{t('export.fullXlsx')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      <Button size="compact-sm" variant="default" leftSection={<IconMail size={14} />} onClick={() => setMailOpen(true)}>
        {t('bulk.mail')}
      </Button>
      <BulkMailModal
        opened={mailOpen}
        onClose={() => setMailOpen(false)}
        run={run}
        preview={(input) => api.bulk.mailPreview({ body: { selection, ...input } }).then((r) => r.data)}
        send={(input) => api.bulk.mail({ body: { selection, ...input } }).then((r) => r.data)}
        onSent={(data) => {
          setMailOpen(false);
          onResult(data);
        }}
      />
    </>
  );
}

interface MailText {
  subject: string;
  body: string;
}

/** The mail form of a bulk mail: subject and text with placeholders, the preview for one recipient, the send. */
export function BulkMailModal({
  opened,
  onClose,
  run,
  preview: previewOf,
  send,
  onSent,
}: {
  opened: boolean;
  onClose: () => void;
  run: Props['run'];
  preview: (input: MailText) => Promise<BulkMailPreviewDTO>;
  send: (input: MailText) => Promise<BulkResultDTO>;
  onSent: (result: BulkResultDTO) => void;
}) {
  const { t } = useTranslation('admin');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [preview, setPreview] = useState<BulkMailPreviewDTO | null>(null);
  const input = { subject, body };
  const ready = subject.trim() !== '' && body.trim() !== '';
  return (
    <Modal opened={opened} onClose={onClose} title={t('bulk.mailTitle')} size="lg">
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {t('bulk.placeholders')} {BULK_MAIL_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ')}
        </Text>
        <TextInput
          label={t('bulk.subject')}
          value={subject}
          maxLength={200}
          onChange={(e) => {
            setSubject(e.currentTarget.value);
            setPreview(null);
          }}
        />
        <Textarea
          label={t('bulk.body')}
          autosize
          minRows={6}
          value={body}
          maxLength={BULK_MAIL_BODY_MAX}
          onChange={(e) => {
            setBody(e.currentTarget.value);
            setPreview(null);
          }}
        />
        {preview && (
          <Paper withBorder p="sm" data-testid="mail-preview">
            <Text size="xs" c="dimmed">
              {preview.recipient
                ? t('bulk.previewFor', { name: preview.recipient.name, email: preview.recipient.email })
                : t('bulk.noRecipient')}
            </Text>
            <Text fw={600} size="sm">
              {preview.subject}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {preview.text}
            </Text>
            <Text size="xs" mt="xs" data-testid="mail-counts">
              {t('bulk.recipients', { count: preview.recipients })}
              {preview.without_address > 0 && ` · ${t('bulk.withoutAddress', { count: preview.without_address })}`}
              {preview.opted_out > 0 && ` · ${t('bulk.optedOut', { count: preview.opted_out })}`}
              {preview.skipped_rights > 0 && ` · ${t('bulk.skippedRights', { count: preview.skipped_rights })}`}
            </Text>
          </Paper>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!ready}
            onClick={() =>
              void run(async () => {
                setPreview(await previewOf(input));
              })
            }
          >
            {t('bulk.preview')}
          </Button>
          <Button
            disabled={!ready || !preview || preview.recipients === 0}
            onClick={() =>
              void run(async () => {
                const data = await send(input);
                showSuccess(t('bulk.mailQueued', { count: data.done }));
                setPreview(null);
                onSent(data);
              })
            }
          >
            {t('bulk.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
