// The association's time zone in the HTML of every page the server serves (the public pages and the app's shell), as
// a meta tag the app reads before it draws anything (client/lib/datetime.ts adoptServedTimeZone): the browser then
// shows kick-offs and "today" on the clock the server configured (docs/decisions/019-association-time-zone.md).
import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { TIME_ZONE_META } from '../../shared/page-render';

/** An IANA name has only these characters; anything else would not be written into the page. */
const ZONE_NAME = /^[A-Za-z0-9_+\-/]+$/;

/** The page with the zone's meta tag first in its head. */
export function withTimeZone(html: string, timeZone: string): string {
  if (!ZONE_NAME.test(timeZone)) throw new Error(`Not a time zone name: ${timeZone}`);
  return html.replace('<head>', `<head>\n    <meta name="${TIME_ZONE_META}" content="${timeZone}" />`);
}

/** The app's shell (index.html with the zone), read once: every path the single-page app routes itself. */
export function appShell(clientDir: string, timeZone: string): (req: Request, res: Response) => void {
  const html = withTimeZone(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'), timeZone);
  return (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.type('html').send(html);
  };
}
