// A list row with its selection checkbox beside it (the row itself stays a link to the details).
import { Checkbox, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectionState } from './use-selection';

export function SelectableRow({
  id,
  label,
  state,
  children,
}: {
  id: number;
  label: string;
  state: SelectionState;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Group gap={0} wrap="nowrap" align="center">
      <Checkbox
        pl="sm"
        size="xs"
        aria-label={t('bulk.selectRow', { name: label })}
        checked={state.isSelected(id)}
        disabled={state.selection.all}
        onChange={() => state.toggle(id)}
        data-testid="select-row"
      />
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </Group>
  );
}

/** The row with its checkbox where the viewer may act on a selection, the bare row otherwise. */
export function SelectableRowIf({
  on,
  ...props
}: {
  on: boolean;
  id: number;
  label: string;
  state: SelectionState;
  children: ReactNode;
}) {
  return on ? <SelectableRow {...props} /> : props.children;
}
