// The code a served page's routes load (blocking time on a phone): the browser's router loads a page's
// module and every chunk it imports when it hydrates, and Vite's loader adds a <link rel="modulepreload"> for each of
// those chunks in one task (20 to 25 on a statistics page; docs/benchmarks.md has what that costs).
// The server names them beside the app's own modules (contentFirst in public-pages.ts); public/boot.js adds their
// links three a task while the page is read, and Vite's loader skips a chunk whose link is already there.
// Read from the client build's manifest (vite.config.ts: build.manifest); none without one (tests, `npm run dev`).
import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_PAGES } from '../../shared/public-pages';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The islands' entry (client/vite.config.ts): a guest's statistics page without the app (decision 055). */
export const ISLANDS_ENTRY = 'islands/main.ts';

/** The islands' script and the chunks it imports, as addresses; empty without a build (tests, `npm run dev`). */
export function islandsCode(clientDir: string): string[] {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return [];
  return [...filesOf(JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest, [ISLANDS_ENTRY])];
}

/** The stylesheets of `keys` and of every chunk they import statically, as addresses. */
function stylesOf(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** The whole Mantine stylesheet (client/styles-full.ts), which the app loads beside every page but the public ones. */
const FULL_STYLES = 'styles-full.ts';

/**
 * The stylesheets a page drawn with `pages` needs beyond index.html's: the app loads them with the pages' code, a
 * guest's page without the app (decision 055) links them itself (the live indicator's dot, the games' events, and
 * for a page outside PUBLIC_PAGES the whole stylesheet, as the app's router loads it: client/routes/lazy.ts).
 */
export function pageStyles(clientDir: string): (pages: string[]) => string[] {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const initial = stylesOf(manifest, ['index.html']);
  const byPage = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = chunk.isDynamicEntry && chunk.src ? /([A-Za-z0-9]+)\.tsx$/.exec(chunk.src)?.[1] : undefined;
    if (name)
      byPage.set(
        name,
        [...stylesOf(manifest, [key])].filter((f) => !initial.has(f)),
      );
  }
  // The statistics pages are merged into the "public" chunk (client/build/chunks.ts): no entry of their own.
  const group = Object.keys(manifest).find((key) => (manifest[key] as { name?: string }).name === 'public');
  const grouped = group ? [...stylesOf(manifest, [group])].filter((f) => !initial.has(f)) : [];
  const full = manifest[FULL_STYLES]?.file;
  const fullFor = (page: string) => (full && !PUBLIC_PAGES.has(page) ? [`/${full}`] : []);
  return (pages) => [...new Set(pages.flatMap((page) => [...fullFor(page), ...(byPage.get(page) ?? grouped)]))];
}

/** The JS files of `keys` and every chunk they import statically, as the page's addresses ("/assets/..."). */
function filesOf(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The JS files a page drawn with `pages` (route components by name, client/routes/lazy.ts) loads beyond the app's
 * entry and its chunks, in the order the pages nest.
 */
export function pageCode(clientDir: string): (pages: string[]) => string[] {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const entries = Object.entries(manifest);
  const initial = filesOf(
    manifest,
    entries.filter(([key, chunk]) => chunk.isEntry && key !== ISLANDS_ENTRY).map(([key]) => key),
  );
  const byPage = new Map<string, string[]>();
  for (const [key, chunk] of entries) {
    const name = chunk.isDynamicEntry && chunk.src ? /([A-Za-z0-9]+)\.tsx$/.exec(chunk.src)?.[1] : undefined;
    if (name)
      byPage.set(
        name,
        [...filesOf(manifest, [key])].filter((f) => !initial.has(f)),
      );
  }
  return (pages) => [...new Set(pages.flatMap((page) => byPage.get(page) ?? []))];
}
