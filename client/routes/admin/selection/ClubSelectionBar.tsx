// The admin club list's selection bar: the selected clubs' contacts exported, or mailed (with a preview).
import { Button } from '@mantine/core';
import { IconDownload, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '../../../../shared/contract';
import type { BulkResultDTO, ClubSelection } from '../../../../shared/schemas/bulk';
import { api, urlOf } from '../../../api/endpoints';
import { useSaving } from '../../../lib/use-saving';
import { BulkMailModal } from './MemberBulkActions';
import { BulkResultNote } from './BulkResultNote';
import { SelectionBar } from './SelectionBar';
import type { SelectionState } from './use-selection';
import { downloadPost } from './download';

export function ClubSelectionBar({
  state,
  pageIds,
  total,
  q,
  canMail,
}: {
  state: SelectionState;
  pageIds: readonly number[];
  total: number | undefined;
  q: string;
  canMail: boolean;
}) {
  const { t } = useTranslation('admin');
  const [busy, run] = useSaving();
  const [result, setResult] = useState<BulkResultDTO | null>(null);
  const [mailOpen, setMailOpen] = useState(false);
  const selection: ClubSelection = state.selection.all ? { search: q ? { q } : {} } : { ids: [...state.selection.ids] };
  return (
    <SelectionBar
      state={state}
      pageIds={pageIds}
      total={total}
      busy={busy}
      note={result && <BulkResultNote result={result} onClose={() => setResult(null)} />}
    >
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconDownload size={14} />}
        onClick={() =>
          void run(() => downloadPost(urlOf(contract.clubBulk.exportContacts, { body: { selection } }), { selection }))
        }
      >
        {t('bulk.exportContacts')}
      </Button>
      {canMail && (
        <>
          <Button size="compact-sm" variant="default" leftSection={<IconMail size={14} />} onClick={() => setMailOpen(true)}>
            {t('bulk.mailContacts')}
          </Button>
          <BulkMailModal
            opened={mailOpen}
            onClose={() => setMailOpen(false)}
            run={run}
            preview={(input) => api.clubBulk.mailPreview({ body: { selection, ...input } }).then((r) => r.data)}
            send={(input) => api.clubBulk.mail({ body: { selection, ...input } }).then((r) => r.data)}
            onSent={(data) => {
              setMailOpen(false);
              setResult(data);
            }}
          />
        </>
      )}
    </SelectionBar>
  );
}
