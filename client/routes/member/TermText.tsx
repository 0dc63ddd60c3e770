// One term's title and HTML content (written by the association, trusted like announcements), scrollable when long.
import { ScrollArea, Title, Typography } from '@mantine/core';
import type { TermDTO } from '../../../shared/schemas/terms';
import classes from './member.module.css';
import { TrustedHtml } from '../../ui/TrustedHtml';

export function TermText({ term, maxHeight = 260 }: { term: TermDTO; maxHeight?: number }) {
  const headingId = `term-${term.id}-title`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {term.title}
      </Title>
      {/* Focusable, so a keyboard scrolls it (a region named by the term's title). */}
      <ScrollArea.Autosize
        mah={maxHeight}
        type="auto"
        scrollbars="y"
        offsetScrollbars
        mt="xs"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': headingId }}
      >
        <Typography className={classes.termContent} fz="sm">
          <TrustedHtml html={term.content} />
        </Typography>
      </ScrollArea.Autosize>
    </section>
  );
}
