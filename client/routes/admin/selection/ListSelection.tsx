// The selection bar of the member and referee lists with their actions, the busy state and the last result (with
// the undo of a tag change): one component per list, so the list pages only place it and tick their rows.
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { BulkResultDTO, PersonSelection, RefereeSelection } from '../../../../shared/schemas/bulk';
import { api } from '../../../api/endpoints';
import { useSaving } from '../../../lib/use-saving';
import { showSuccess } from '../../../ui/toast';
import { useTranslation } from 'react-i18next';
import { BulkResultNote } from './BulkResultNote';
import { MemberBulkActions } from './MemberBulkActions';
import { RefereeBulkActions } from './RefereeBulkActions';
import { SelectionBar } from './SelectionBar';
import type { SelectionState } from './use-selection';

function useBulk(onChanged: () => void) {
  const { t } = useTranslation('admin');
  const [busy, whileBusy] = useSaving();
  const [result, setResult] = useState<BulkResultDTO | null>(null);
  const { mutate } = useSWRConfig();
  const onResult = (r: BulkResultDTO) => {
    setResult(r);
    // The list's pages (an infinite list, which a global mutate leaves out) and the rest: the filter boxes count tags.
    onChanged();
    void mutate(() => true);
  };
  const undo = (id: number) =>
    whileBusy(async () => {
      const { data } = await api.bulk.undo({ params: { id } });
      showSuccess(t('bulk.undone'));
      onResult(data);
    });
  return { busy, run: whileBusy, result, setResult, onResult, undo };
}

interface ListProps {
  state: SelectionState;
  /** Reads the list's pages again (their rows show tags and licences). */
  onChanged: () => void;
  pageIds: readonly number[];
  total: number | undefined;
}

export function MemberSelectionBar({
  state,
  onChanged,
  pageIds,
  total,
  search,
  tags,
  canExport,
}: ListProps & { search: { rql?: string; q?: string }; tags: readonly { id: number; name: string }[]; canExport: boolean }) {
  const bulk = useBulk(onChanged);
  const selection: PersonSelection = state.selection.all ? { search } : { ids: [...state.selection.ids] };
  const { result } = bulk;
  return (
    <SelectionBar
      state={state}
      pageIds={pageIds}
      total={total}
      busy={bulk.busy}
      note={
        result && (
          <BulkResultNote
            result={result}
            undoing={bulk.busy}
            onUndo={result.id !== null ? () => void bulk.undo(result.id!) : undefined}
            onClose={() => bulk.setResult(null)}
          />
        )
      }
    >
      <MemberBulkActions selection={selection} tags={tags} canExport={canExport} run={bulk.run} onResult={bulk.onResult} />
    </SelectionBar>
  );
}

export function RefereeSelectionBar({
  state,
  onChanged,
  pageIds,
  total,
  search,
}: ListProps & { search: { q?: string; valid?: boolean } }) {
  const bulk = useBulk(onChanged);
  const selection: RefereeSelection = state.selection.all ? { search } : { ids: [...state.selection.ids] };
  return (
    <SelectionBar
      state={state}
      pageIds={pageIds}
      total={total}
      busy={bulk.busy}
      note={bulk.result && <BulkResultNote result={bulk.result} onClose={() => bulk.setResult(null)} />}
    >
      <RefereeBulkActions selection={selection} run={bulk.run} onResult={bulk.onResult} />
    </SelectionBar>
  );
}
