// The saved views above the member list (docs/decisions/058-saved-views-and-columns.md): one chip per view the admin
// may use (their own and those shared with their association), saving the current search (private or shared),
// overwriting and deleting the open view when it is theirs.
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconShare, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  VIEW_LIMITS,
  type AnyColumnsDTO,
  type ColumnDTO,
  type ViewDTO,
  type ViewList,
} from '../../../../shared/schemas/list-views';
import { api } from '../../../api/endpoints';
import { useSchemaForm } from '../../../lib/form';
import { useSaving } from '../../../lib/use-saving';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showSuccess } from '../../../ui/toast';
import type { MemberQuery } from '../api';
import { reloadListViews, searchOfView, useListViews, viewSearchOf } from './api';

const PRIVATE = 'private';

const SaveForm = z.object({
  name: z.string().trim().min(1, 'required').max(VIEW_LIMITS.name, 'tooLong'),
  share: z.string(),
});

export function SavedViews({
  query,
  columns,
  onSaved,
}: {
  query: MemberQuery;
  /** The columns the list shows now: a saved view keeps them. */
  columns: ColumnDTO[];
  /** A new view was saved: the list marks it as open. */
  onSaved: (view: ViewDTO) => void;
}) {
  return (
    <ViewChips
      list="members"
      openId={query.view}
      columns={columns}
      searchOf={(cols) => viewSearchOf(query, cols as ColumnDTO[] | null)}
      hrefOf={(view) => `/admin/member${searchOfView(view)}`}
      onSaved={onSaved}
    />
  );
}

/** What a view keeps of a list's search and columns. */
export type ViewSearch = Omit<ViewDTO, 'id' | 'list' | 'name' | 'association' | 'editable' | 'mine'>;

/** The chips of a list's views, saving the list's search, overwriting and deleting the open view when it is theirs. */
export function ViewChips({
  list,
  openId,
  columns,
  searchOf,
  hrefOf,
  onSaved,
}: {
  list: ViewList;
  /** The open view's id, if any. */
  openId: number | undefined;
  /** The columns the list shows now: a saved view keeps them. */
  columns: AnyColumnsDTO;
  /** The list's search as a view keeps it, with these columns (null: the viewer's own). */
  searchOf: (columns: AnyColumnsDTO | null) => ViewSearch;
  /** The list's address of a view. */
  hrefOf: (view: ViewDTO) => string;
  /** A new view was saved: the list marks it as open. */
  onSaved: (view: ViewDTO) => void;
}) {
  const { t } = useTranslation('admin');
  const { data } = useListViews(list);
  const [saving, whileSaving] = useSaving();
  const [saveOpen, setSaveOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useSchemaForm<{ name: string; share: string }>(SaveForm, { initialValues: { name: '', share: PRIVATE } });
  const views = data?.views ?? [];
  const open = views.find((v) => v.id === openId);

  const save = form.onSubmit(
    (values) =>
      void whileSaving(async () => {
        const answer = await api.listViews.create({
          body: {
            list,
            name: values.name,
            association_id: values.share === PRIVATE ? null : Number(values.share),
            ...searchOf(columns),
          },
        });
        await reloadListViews(list);
        setSaveOpen(false);
        form.reset();
        showSuccess(t('views.saved'));
        onSaved(answer.data);
      }),
  );

  return (
    <Group gap={6} mb="xs" data-testid="saved-views" wrap="wrap">
      <Text size="xs" c="dimmed">
        {t('views.title')}:
      </Text>
      {views.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('views.none')}
        </Text>
      )}
      {views.map((view) => (
        <Button
          key={view.id}
          component={Link}
          to={hrefOf(view)}
          replace
          size="compact-xs"
          radius="xl"
          variant={view.id === openId ? 'filled' : 'light'}
          aria-current={view.id === openId ? 'true' : undefined}
          leftSection={
            view.association ? <IconShare size={12} aria-label={t('views.sharedWith', { name: view.association.name })} /> : null
          }
          data-testid="view-chip"
          title={view.association ? t('views.sharedWith', { name: view.association.name }) : t('views.private')}
        >
          {view.name}
        </Button>
      ))}
      <Button size="compact-xs" variant="subtle" leftSection={<IconDeviceFloppy size={12} />} onClick={() => setSaveOpen(true)}>
        {t('views.save')}
      </Button>
      {open?.editable && (
        <>
          <Button
            size="compact-xs"
            variant="subtle"
            loading={saving}
            onClick={() =>
              void whileSaving(async () => {
                await api.listViews.update({
                  params: { id: open.id },
                  body: searchOf(open.columns ? columns : null),
                });
                await reloadListViews(list);
                showSuccess(t('views.updated'));
              })
            }
          >
            {t('views.overwrite', { name: open.name })}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={12} />}
            onClick={() => setDeleting(true)}
          >
            {t('views.delete')}
          </Button>
          <ConfirmDialog
            opened={deleting}
            title={t('views.deleteTitle')}
            confirmLabel={t('views.delete')}
            saving={saving}
            onClose={() => setDeleting(false)}
            onConfirm={() =>
              void whileSaving(async () => {
                await api.listViews.remove({ params: { id: open.id } });
                await reloadListViews(list);
                setDeleting(false);
                showSuccess(t('views.deleted'));
              })
            }
          >
            <Text size="sm">{t('views.deleteText', { name: open.name })}</Text>
          </ConfirmDialog>
        </>
      )}
      <Modal opened={saveOpen} onClose={() => setSaveOpen(false)} title={t('views.saveTitle')} centered>
        <form onSubmit={save}>
          <Stack>
            <TextInput label={t('views.name')} maxLength={VIEW_LIMITS.name} data-autofocus {...form.getInputProps('name')} />
            <Select
              label={t('views.share')}
              allowDeselect={false}
              data={[
                { value: PRIVATE, label: t('views.private') },
                ...(data?.share_with ?? []).map((a) => ({ value: String(a.id), label: t('views.sharedWith', { name: a.name }) })),
              ]}
              {...form.getInputProps('share')}
            />
            <Text size="xs" c="dimmed">
              {t('views.keeps')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setSaveOpen(false)}>
                {t('views.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('views.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}
