// The live indicator: a pulsing red dot and "Live", visible at a glance (docs/product.md#look-and-feel).
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './LiveIndicator.module.css';

/** A running game's clock as of the page's answer, for a served page's own script (client/islands/minute.ts). */
export interface MinuteClock {
  /** The game clock's seconds at `since`. */
  seconds: number;
  /** When the clock was read (ms since the epoch); absent: the clock stands. */
  since?: number;
  /** The period's end on the game clock (seconds); absent: an untimed game. */
  end?: number;
}

export function LiveIndicator({
  size = 'sm',
  minute,
  clock,
}: {
  size?: 'xs' | 'sm' | 'md' | 'lg';
  minute?: number;
  clock?: MinuteClock;
}) {
  const { t } = useTranslation('stats');
  const marks = clock && {
    'data-minute-seconds': clock.seconds,
    'data-minute-since': clock.since,
    'data-minute-end': clock.end,
    'data-minute-text': ` · ${t('game.minute', { minute: '{m}' })}`,
  };
  return (
    <Group gap={6} wrap="nowrap" component="span" data-testid="live-indicator" display="inline-flex">
      <span className={classes.dot} aria-hidden />
      <Text span size={size} fw={700} c="var(--mantine-color-red-text)" tt="uppercase" lh={1}>
        {t('live')}
        {minute !== undefined && (
          <Text span inherit fw={600} tt="none" {...marks}>
            {` · ${t('game.minute', { minute })}`}
          </Text>
        )}
      </Text>
    </Group>
  );
}
