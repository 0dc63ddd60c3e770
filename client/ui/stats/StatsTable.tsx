// A statistics table inside its card: scrolls sideways within the card when the screen is narrower than
// `minWidth`, with tighter cells on phones.
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePhone } from './use-phone';

interface StatsTableProps {
  minWidth: number;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export function StatsTable({ minWidth, children, ...aria }: StatsTableProps) {
  const phone = usePhone();
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table striped highlightOnHover verticalSpacing={phone ? 8 : 'sm'} horizontalSpacing={phone ? 8 : 'sm'} {...aria}>
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
