// A filter box of the member list sidebar: 5 options, then 'N more' (up to 1000), each with its count.
import { Anchor, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_BOX_MAX_OPTIONS, FILTER_BOX_OPTIONS } from '../../../shared/constants';
import type { FilterOptionDTO } from '../../../shared/schemas/persons';

interface FilterBoxProps {
  title: string;
  options: FilterOptionDTO[];
  selected: string[];
  onToggle: (value: string) => void;
  label?: (option: FilterOptionDTO) => string;
}

export function FilterBox({ title, options, selected, onToggle, label }: FilterBoxProps) {
  const { t } = useTranslation('admin');
  const [expanded, setExpanded] = useState(false);
  if (options.length === 0 && selected.length === 0) return null;
  // Chosen options stay visible even when folded away.
  const limit = expanded ? FILTER_BOX_MAX_OPTIONS : FILTER_BOX_OPTIONS;
  const visible = options.filter((o, i) => i < limit || selected.includes(o.value));
  const hidden = Math.min(options.length, FILTER_BOX_MAX_OPTIONS) - visible.length;
  return (
    // min-width 0: a fieldset is at least as wide as its longest label by default, which pushed every count of the
    // box (not only the long label's) out of the sidebar.
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text component="legend" size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
        {title}
      </Text>
      <Stack gap={3}>
        {visible.map((o) => {
          const text = label ? label(o) : o.label;
          return (
            <Group key={o.value} justify="space-between" wrap="nowrap" gap={4}>
              {/* The label takes the width there is (not a fixed 170 px) and, when cut, shows in full as a tooltip. */}
              <Checkbox
                size="xs"
                checked={selected.includes(o.value)}
                onChange={() => onToggle(o.value)}
                label={
                  <span title={text} data-testid="filter-label">
                    {text}
                  </span>
                }
                styles={{
                  root: { flex: 1, minWidth: 0 },
                  body: { minWidth: 0 },
                  labelWrapper: { minWidth: 0 },
                  label: { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
                }}
              />
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {o.count}
              </Text>
            </Group>
          );
        })}
        {hidden > 0 && (
          <Anchor component="button" type="button" size="xs" onClick={() => setExpanded(true)} ta="left">
            {t('list.more', { count: hidden })}
          </Anchor>
        )}
        {expanded && options.length > FILTER_BOX_OPTIONS && (
          <Anchor component="button" type="button" size="xs" onClick={() => setExpanded(false)} ta="left">
            {t('list.less')}
          </Anchor>
        )}
      </Stack>
    </fieldset>
  );
}
