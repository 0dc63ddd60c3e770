// A file export (format=...): asks the server first whether the password was entered recently enough, so an old
// session goes through /reLogin and back (the central error handler) instead of downloading an error page.
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { api } from '../../api/client';

export function ExportButton({ href, label, disabled }: { href: string; label: string; disabled?: boolean }) {
  const [checking, setChecking] = useState(false);
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setChecking(true);
    try {
      // 401 NeedReAuth: the error handler goes to /reLogin, which comes back to this page.
      await api.get('/api/auth/admin');
    } catch {
      return;
    } finally {
      setChecking(false);
    }
    // The export answers as an attachment: the browser downloads it and stays on this page.
    window.location.assign(href);
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
