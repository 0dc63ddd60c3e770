// The selection bar above an admin list: tick the loaded page, choose "all N matching this search", clear; the
// list's bulk actions beside it, a progress bar while one runs, and what the last one did.
import { Button, Card, Checkbox, Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectedCount, type SelectionState } from './use-selection';

export function SelectionBar({
  state,
  pageIds,
  total,
  busy,
  note,
  children,
}: {
  state: SelectionState;
  /** The ids of the rows loaded so far. */
  pageIds: readonly number[];
  /** How many the search matches. */
  total: number | undefined;
  busy: boolean;
  note?: ReactNode;
  /** The actions, shown once something is selected. */
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { selection } = state;
  const count = selectedCount(selection, total);
  const pageTicked = selection.all || (pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id)));
  const somePage = pageIds.some((id) => selection.ids.has(id));
  return (
    <Card withBorder padding="xs" mb="xs" data-testid="selection-bar">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="sm">
            <Checkbox
              size="xs"
              label={t('bulk.selectPage')}
              checked={pageTicked}
              indeterminate={!pageTicked && somePage}
              disabled={selection.all || pageIds.length === 0}
              onChange={() => state.togglePage(pageIds)}
            />
            {!selection.all && (total ?? 0) > 0 && (
              <Button size="compact-xs" variant="subtle" onClick={state.selectAll} data-testid="select-all">
                {t('bulk.selectAll', { count: total ?? 0 })}
              </Button>
            )}
            {count > 0 && (
              <>
                <Text size="sm" fw={600} data-testid="selected-count">
                  {t('bulk.selected', { count })}
                </Text>
                <Button size="compact-xs" variant="subtle" color="gray" onClick={state.clear}>
                  {t('bulk.clear')}
                </Button>
              </>
            )}
          </Group>
          {count > 0 && <Group gap="xs">{children}</Group>}
        </Group>
        {busy && <Progress value={100} striped animated size="sm" aria-label={t('bulk.running')} data-testid="bulk-progress" />}
        {note}
      </Stack>
    </Card>
  );
}
