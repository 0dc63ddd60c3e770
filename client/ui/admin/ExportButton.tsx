// A file export (format=...): asks the server first whether the password was entered recently enough, so an old
// session goes through /reLogin and back (the central error handler) instead of downloading an error page.
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { api } from '../../api/endpoints';
import { useSaving } from '../../lib/use-saving';

/** What an e-mail export left out (its X-Skipped-* headers). */
export interface SkippedCounts {
  withoutEmail: number;
  excluded: number;
}

const count = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : 0);

/** The file name of a Content-Disposition header, or a fallback. */
function fileName(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads through fetch (so the answer's headers can be read) and hands the file to the browser; for the small
 * e-mail CSVs, which say in headers how many persons they left out.
 */
async function downloadReadingSkipped(href: string): Promise<SkippedCounts | null> {
  const res = await fetch(href, { credentials: 'same-origin' });
  if (!res.ok) return null;
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName(res.headers.get('Content-Disposition'), 'export.csv');
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return {
    withoutEmail: count(res.headers.get('X-Skipped-Without-Email')),
    excluded: count(res.headers.get('X-Skipped-Excluded-From-Maillists')),
  };
}

export function ExportButton({
  href,
  label,
  disabled,
  onSkipped,
}: {
  href: string;
  label: string;
  disabled?: boolean;
  /** Given: download through fetch and report what the export left out. */
  onSkipped?: (skipped: SkippedCounts) => void;
}) {
  const [checking, whileChecking] = useSaving();
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    await whileChecking(async () => {
      // 401 NeedReAuth: the error handler goes to /reLogin, which comes back to this page.
      await api.auth.adminArea({});
      const skipped = onSkipped ? await downloadReadingSkipped(href) : null;
      if (skipped) onSkipped?.(skipped);
      // The export answers as an attachment: the browser downloads it and stays on this page.
      else window.location.assign(href);
    });
  };
  return (
    <Button
      component="a"
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => void download(event)}
      loading={checking}
      disabled={disabled}
      variant="light"
      leftSection={<IconDownload size={16} />}
      justify="start"
      // Long labels wrap on a phone instead of being cut off.
      h="auto"
      py={8}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.35 } }}
    >
      {label}
    </Button>
  );
}
