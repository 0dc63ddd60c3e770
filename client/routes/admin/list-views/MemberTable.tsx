// The member list as a table (docs/decisions/058-saved-views-and-columns.md): the fixed name column (picture,
// "Nachname, Vorname", labels) and the chosen columns in their order and width, a header that stays in view, widths
// dragged at the header's edge, and the keyboard: arrow keys between rows and cells, Home/End, Enter opens the member.
import { Checkbox, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ColumnDTO, MemberListColumn } from '../../../../shared/schemas/list-views';
import type { PersonListItemDTO } from '../../../../shared/schemas/persons';
import { sortName } from '../../../../shared/person-name';
import { formatDate } from '../../../lib/datetime';
import { CountryEmblem } from '../../../ui/admin/CountryEmblem';
import { PersonLabels } from '../../../ui/admin/PersonLabels';
import { UserAvatar } from '../../../ui/UserAvatar';
import type { ListReturn } from '../list-return';
import type { SelectionState } from '../selection/use-selection';
import { clampWidth, nextCell } from './columns';
import classes from './list-views.module.css';

const NAME_WIDTH = 300;
/** The selection's checkbox column, where the viewer may act on a selection (client/routes/admin/selection). */
const CHECK_WIDTH = 40;
/** The app's header above the page: the table's header sticks below it. */
const HEADER_OFFSET = 56;

function useCell() {
  const { t } = useTranslation('admin');
  return (person: PersonListItemDTO, key: MemberListColumn): string => {
    switch (key) {
      case 'id':
        return String(person.id);
      case 'gender':
        return t(`gender.${person.gender}`);
      case 'birthdate':
        return formatDate(person.birthdate);
      case 'email':
        return person.email ?? '';
      case 'memberships':
        return person.memberships
          .map((m) => `${m.team ? m.team.name : m.club.name}${m.jersey_number ? ` #${m.jersey_number}` : ''}`)
          .join(' · ');
      case 'is_alumni':
        return person.is_alumni ? t('labels.alumni') : t('labels.active');
      case 'tags':
        return (person.tags ?? []).map((tag) => tag.name).join(', ');
      case 'created_at':
        return formatDate(person.created_at);
    }
  };
}

export function MemberTable({
  items,
  columns,
  back,
  onResize,
  selection,
}: {
  items: PersonListItemDTO[];
  columns: ColumnDTO[];
  back: ListReturn;
  /** Rows with a checkbox each, for the selection's bulk actions. */
  selection?: SelectionState;
  /** A column's new width, once its edge was let go. */
  onResize: (columns: ColumnDTO[]) => void;
}) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const cell = useCell();
  const table = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState({ row: 0, col: 0 });
  const [dragging, setDragging] = useState<{ key: MemberListColumn; width: number } | null>(null);
  const widthOf = (c: ColumnDTO) => (dragging?.key === c.key ? dragging.width : c.width);
  const open = (person: PersonListItemDTO) => void navigate(`/admin/members/${person.id}`, { state: back });
  const cols = columns.length + 1;
  // On a phone the table scrolls sideways in its own box (the page keeps its width); the header then scrolls along.
  const wide = useMediaQuery('(min-width: 62em)', true);
  const width = (selection ? CHECK_WIDTH : 0) + NAME_WIDTH + columns.reduce((sum, c) => sum + widthOf(c), 0);
  // A shorter list (a new search) keeps the active cell inside it.
  const at = { row: Math.min(active.row, Math.max(items.length - 1, 0)), col: Math.min(active.col, cols - 1) };

  const onKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    if (e.key === 'Enter') {
      const person = items[at.row];
      if (person) {
        e.preventDefault();
        open(person);
      }
      return;
    }
    const next = nextCell(e.key, at, { rows: items.length, cols }, e.ctrlKey || e.metaKey);
    if (!next) return;
    e.preventDefault();
    setActive(next);
    table.current?.querySelector<HTMLElement>(`[data-cell="${next.row}:${next.col}"]`)?.focus();
  };

  const startResize = (column: ColumnDTO) => (e: PointerEvent<HTMLSpanElement>) => {
    e.preventDefault();
    e.stopPropagation();
    const startX = e.clientX;
    const handle = e.currentTarget;
    handle.setPointerCapture(e.pointerId);
    let width = column.width;
    const move = (ev: globalThis.PointerEvent) => {
      width = clampWidth(column.width + ev.clientX - startX);
      setDragging({ key: column.key, width });
    };
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
      setDragging(null);
      if (width !== column.width) onResize(columns.map((c) => (c.key === column.key ? { ...c, width } : c)));
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
  };

  const cellProps = (row: number, col: number) => ({
    'data-cell': `${row}:${col}`,
    tabIndex: row === at.row && col === at.col ? 0 : -1,
    onFocus: () => setActive({ row, col }),
  });

  const grid = (
    <Table
      ref={table}
      stickyHeader={wide}
      stickyHeaderOffset={HEADER_OFFSET}
      highlightOnHover
      className={classes.table}
      role="grid"
      aria-label={t('views.tableLabel')}
      aria-rowcount={items.length + 1}
      data-testid="member-table"
      style={{ width }}
    >
      <colgroup>
        {selection && <col style={{ width: CHECK_WIDTH }} />}
        <col style={{ width: NAME_WIDTH }} />
        {columns.map((c) => (
          <col key={c.key} style={{ width: widthOf(c) }} />
        ))}
      </colgroup>
      <Table.Thead>
        <Table.Tr>
          {selection && (
            <Table.Th scope="col">
              <VisuallyHidden>{t('bulk.column')}</VisuallyHidden>
            </Table.Th>
          )}
          <Table.Th scope="col">{t('views.name')}</Table.Th>
          {columns.map((c) => (
            <Table.Th key={c.key} scope="col" className={classes.th} data-testid="column-header">
              {t(`views.columns.${c.key}`)}
              <span
                className={classes.resize}
                role="separator"
                aria-orientation="vertical"
                aria-label={t('views.width', { name: t(`views.columns.${c.key}`) })}
                onPointerDown={startResize(c)}
              />
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody onKeyDown={onKeyDown}>
        {items.map((person, row) => (
          <Table.Tr
            key={person.id}
            data-testid="member-row"
            className={classes.row}
            aria-selected={row === at.row}
            onClick={(e) => {
              if (!(e.target as Element).closest('a, input, label')) open(person);
            }}
          >
            {selection && (
              <Table.Td>
                <Checkbox
                  size="xs"
                  aria-label={t('bulk.selectRow', { name: sortName(person) })}
                  checked={selection.isSelected(person.id)}
                  disabled={selection.selection.all}
                  onChange={() => selection.toggle(person.id)}
                  data-testid="select-row"
                />
              </Table.Td>
            )}
            <Table.Td {...cellProps(row, 0)}>
              <Group wrap="nowrap" gap="sm">
                <UserAvatar
                  personId={person.id}
                  firstname={person.firstname}
                  lastname={person.lastname}
                  avatarState={person.avatar_state}
                  size={28}
                  radius="xl"
                />
                <Text fw={600} size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
                  <Link to={`/admin/members/${person.id}`} state={back} tabIndex={-1} className={classes.name}>
                    {sortName(person)}
                  </Link>
                </Text>
                <CountryEmblem country={person.international_player_country} />
                <PersonLabels alumni={person.is_alumni} roles={person.aclLabels} tags={person.tags} />
              </Group>
            </Table.Td>
            {columns.map((c, index) => (
              <Table.Td key={c.key} {...cellProps(row, index + 1)} className={classes.cell}>
                {cell(person, c.key)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return wide ? grid : <Table.ScrollContainer minWidth={width}>{grid}</Table.ScrollContainer>;
}
