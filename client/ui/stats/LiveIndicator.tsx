// The live indicator: a pulsing red dot and "Live", visible at a glance (docs/product.md#look-and-feel).
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './LiveIndicator.module.css';

export function LiveIndicator({ size = 'sm', minute }: { size?: 'xs' | 'sm' | 'md' | 'lg'; minute?: number }) {
  const { t } = useTranslation('stats');
  return (
    <Group gap={6} wrap="nowrap" component="span" data-testid="live-indicator" display="inline-flex">
      <span className={classes.dot} aria-hidden />
      <Text span size={size} fw={700} c="var(--mantine-color-red-text)" tt="uppercase" lh={1}>
        {t('live')}
        {minute !== undefined && <Text span inherit fw={600} tt="none">{` · ${t('game.minute', { minute })}`}</Text>}
      </Text>
    </Group>
  );
}
