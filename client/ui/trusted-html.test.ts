// Stored text is never rendered as HTML in the client: the only door for server HTML is <TrustedHtml> (announcement
// and term bodies, sanitized with DOMPurify), and no other file writes HTML into the page. (A guest's statistics page
// takes its new content as nodes of the server's own page for the same address, parsed as an inert document:
// client/islands/live.ts, docs/decisions/055-public-pages-without-the-app.md.)
import fs from 'node:fs';
import path from 'node:path';

const CLIENT = path.resolve(__dirname, '..');
const DOOR = path.join(CLIENT, 'ui', 'TrustedHtml.tsx');
const HTML_SINKS =
  /dangerouslySetInnerHTML|\.innerHTML\b|\.outerHTML\b|insertAdjacentHTML|document\.write|createContextualFragment|srcdoc|new Function\(|\beval\(/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

it('has no HTML sink outside TrustedHtml', () => {
  const offenders = sources(CLIENT).filter((file) => file !== DOOR && HTML_SINKS.test(fs.readFileSync(file, 'utf8')));
  expect(offenders.map((f) => path.relative(CLIENT, f))).toEqual([]);
});

it('sanitizes with DOMPurify before it writes', () => {
  const door = fs.readFileSync(DOOR, 'utf8');
  expect(door).toMatch(/DOMPurify\.sanitize\(/);
  expect(door).toMatch(/dangerouslySetInnerHTML=\{\{ __html: clean \}\}/);
});
