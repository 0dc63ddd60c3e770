// Choosing an admin list's columns (docs/decisions/058-saved-views-and-columns.md): which of the export's fields
// show, in what order and how wide; kept for the admin on the server.
import { ActionIcon, Button, Checkbox, Group, NumberInput, Popover, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  MEMBER_LIST_COLUMNS,
  VIEW_LIMITS,
  type MemberListColumn,
  type RefereeListColumn,
} from '../../../../shared/schemas/list-views';
import { clampWidth, moveColumn, toggleColumn } from './columns';

export function ColumnChooser<K extends string>({
  columns,
  onChange,
  keys = MEMBER_LIST_COLUMNS as readonly string[] as readonly K[],
}: {
  columns: { key: K; width: number }[];
  onChange: (columns: { key: K; width: number }[]) => void;
  /** The list's columns (the member list's unless given). */
  keys?: readonly K[];
}) {
  const { t } = useTranslation('admin');
  const hidden = keys.filter((key) => !columns.some((c) => c.key === key));
  const label = (key: K) => t(`views.columns.${key as MemberListColumn | RefereeListColumn}`);
  return (
    <Popover position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button size="compact-xs" variant="default" leftSection={<IconColumns size={12} />}>
          {t('views.chooseColumns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} data-testid="column-chooser" miw={320}>
          <Text size="xs" c="dimmed">
            {t('views.columnsHint')}
          </Text>
          {columns.map((column, index) => (
            <Group key={column.key} gap={6} wrap="nowrap" data-testid={`column-${column.key}`}>
              <Checkbox
                checked
                disabled={columns.length === 1}
                label={label(column.key)}
                onChange={() => onChange(toggleColumn(columns, column.key))}
                style={{ flex: 1 }}
              />
              <ActionIcon
                size="sm"
                variant="default"
                disabled={index === 0}
                aria-label={t('views.moveUp', { name: label(column.key) })}
                onClick={() => onChange(moveColumn(columns, column.key, -1))}
              >
                <IconArrowUp size={12} />
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="default"
                disabled={index === columns.length - 1}
                aria-label={t('views.moveDown', { name: label(column.key) })}
                onClick={() => onChange(moveColumn(columns, column.key, 1))}
              >
                <IconArrowDown size={12} />
              </ActionIcon>
              <NumberInput
                size="xs"
                w={84}
                min={VIEW_LIMITS.columnWidth.min}
                max={VIEW_LIMITS.columnWidth.max}
                step={20}
                suffix=" px"
                aria-label={t('views.width', { name: label(column.key) })}
                value={column.width}
                onBlur={(e) => {
                  const width = clampWidth(Number(e.currentTarget.value.replace(/\D/g, '')) || column.width);
                  if (width !== column.width) onChange(columns.map((c) => (c.key === column.key ? { ...c, width } : c)));
                }}
              />
            </Group>
          ))}
          {hidden.map((key) => (
            <Checkbox
              key={key}
              checked={false}
              label={label(key)}
              data-testid={`column-${key}`}
              onChange={() => onChange(toggleColumn(columns, key))}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
