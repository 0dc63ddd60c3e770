// The referee list's saved views and chosen columns (docs/decisions/058-saved-views-and-columns.md): the chips and the
// column chooser above the list, and a referee row's cells in the chosen order and width.
import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetURLSearchParams } from 'react-router';
import { refereeFiltersOf, refereeFiltersRql } from '../../../../shared/referee-view';
import {
  REFEREE_LIST_COLUMNS,
  type AnyColumnsDTO,
  type RefereeColumnDTO,
  type ViewDTO,
} from '../../../../shared/schemas/list-views';
import type { RefereeDTO } from '../../../../shared/schemas/referees';
import { readRefereeQuery, refereeSearch, type RefereeQuery } from '../api';
import { keepColumnsOf, useColumnsOf, useListViews } from './api';
import { ColumnChooser } from './ColumnChooser';
import { ViewChips } from './SavedViews';

/** A referee view's search as the list's query (the keys in the order readRefereeQuery gives them). */
function queryOfView(view: ViewDTO): RefereeQuery {
  const params = new URLSearchParams({ ...(view.q ? { q: view.q } : {}), ...refereeFiltersOf(view.rql) });
  return readRefereeQuery(params);
}

/** The list's address of a referee view: its search, the view marked. */
export function refereeSearchOfView(view: ViewDTO): string {
  const search = new URLSearchParams(refereeSearch(queryOfView(view)));
  search.set('view', String(view.id));
  return `?${search.toString()}`;
}

const sameSearch = (view: ViewDTO, query: RefereeQuery) => refereeSearch(queryOfView(view)) === refereeSearch(query);

/** The open view: the address names it and still holds its search (a changed search leaves it). */
function useOpenView(params: URLSearchParams): ViewDTO | undefined {
  const { data } = useListViews('referees');
  const id = Number(params.get('view'));
  const view = data?.views.find((v) => v.id === id);
  return view && sameSearch(view, readRefereeQuery(params)) ? view : undefined;
}

/** The columns the referee list shows: the open view's own, else the person's. */
export function useRefereeColumns(params: URLSearchParams): RefereeColumnDTO[] {
  const own = useColumnsOf('referees') as RefereeColumnDTO[];
  return (useOpenView(params)?.columns as RefereeColumnDTO[] | null | undefined) ?? own;
}

export function RefereeViewsBar({
  params,
  setParams,
  columns,
}: {
  params: URLSearchParams;
  setParams: SetURLSearchParams;
  columns: RefereeColumnDTO[];
}) {
  const query = readRefereeQuery(params);
  const open = useOpenView(params);
  const { q, ...filters } = query;
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <ViewChips
        list="referees"
        openId={open?.id}
        columns={columns}
        searchOf={(cols: AnyColumnsDTO | null) => ({
          rql: refereeFiltersRql(filters),
          q: q ?? '',
          order_by: 'persons.lastname',
          order_by_desc: false,
          columns: cols,
        })}
        hrefOf={(view) => `/admin/referees${refereeSearchOfView(view)}`}
        onSaved={(view) => {
          const next = new URLSearchParams(params);
          next.set('view', String(view.id));
          setParams(next, { replace: true });
        }}
      />
      <ColumnChooser keys={REFEREE_LIST_COLUMNS} columns={columns} onChange={(next) => void keepColumnsOf('referees', next)} />
    </Group>
  );
}

/** A referee's cells beside the name, in the chosen order and width. */
export function RefereeCells({
  referee,
  columns,
  licenses,
}: {
  referee: RefereeDTO;
  columns: RefereeColumnDTO[];
  /** The referee's licence badges. */
  licenses: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {columns.map((c) => (
        // Its chosen width where there is room; narrower (truncated) on a phone.
        <Box key={c.key} style={{ flex: `0 1 ${c.width}px`, minWidth: 0 }} data-testid={`referee-cell-${c.key}`}>
          {c.key === 'licenses' ? (
            <Group gap={4}>{licenses}</Group>
          ) : (
            <Text size="xs" c="dimmed" truncate>
              {c.key === 'clubs'
                ? referee.clubs.map((club) => club.name).join(' · ') || '–'
                : c.key === 'id'
                  ? String(referee.id)
                  : c.key === 'gender'
                    ? t(`gender.${referee.gender}`)
                    : (referee.email ?? '')}
            </Text>
          )}
        </Box>
      ))}
    </>
  );
}
