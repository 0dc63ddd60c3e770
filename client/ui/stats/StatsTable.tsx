// A statistics table inside its card: scrolls sideways within the card when the screen is narrower than
// `minWidth`, with tighter cells on phones. A long table (`stickyHeader`) keeps its header row below the top bar
// while the page scrolls; it has no sideways scroll box then (that would hold the header), so its columns must fit.
import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePhone } from './use-phone';

interface StatsTableProps {
  minWidth: number;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  stickyHeader?: boolean;
}

export function StatsTable({ minWidth, children, stickyHeader, ...aria }: StatsTableProps) {
  const phone = usePhone();
  const table = (
    <Table
      striped
      highlightOnHover
      verticalSpacing={phone ? 8 : 'sm'}
      // Without a scroll box a phone needs every pixel (six columns in 366 px).
      horizontalSpacing={phone ? (stickyHeader ? 6 : 8) : 'sm'}
      stickyHeader={stickyHeader}
      stickyHeaderOffset={stickyHeader ? 'var(--app-shell-header-offset, 0rem)' : undefined}
      {...aria}
    >
      {children}
    </Table>
  );
  if (stickyHeader) return <Box miw={0}>{table}</Box>;
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      {table}
    </Table.ScrollContainer>
  );
}
