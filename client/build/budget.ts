// The public pages' weight budget: the JavaScript and CSS that index.html loads before anything shows
// (its entry script, the module preloads, the stylesheets), gzipped. The build fails when either grows past the
// targets (JS 150 KB, CSS 15 KB), or when a module of the admin area lands in those first chunks, so a library or an
// admin module that slips into them is caught at once. The figures are in docs/benchmarks.md; the steps that got
// there are in docs/decisions/031-public-stylesheet.md. A guest's first visit of a statistics page or of /login runs
// without the app (client/islands/, the sign-in form's island among them, decision 055): its JavaScript (boot.js and the islands' chunks) and the requests the page
// makes have bounds of their own, and no module outside client/islands may be in the islands' chunks. The app on a
// statistics page (a member's, or a guest's once a control needs it) keeps its own ceiling and file count
// (docs/decisions/052-public-first-visit.md).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { AREA_MODULE, ISLANDS_MODULE, PUBLIC_LAZY, publicPageFile } from './chunks';
import { STATISTICS_PAGES } from '../../shared/public-pages';

export const INITIAL_JS_BUDGET_KB = 150;
export const INITIAL_CSS_BUDGET_KB = 15;
/** The app on a statistics page (decision 052): every JS file it loads, gzipped, and how many there are. */
export const PUBLIC_VISIT_JS_BUDGET_KB = 240;
export const PUBLIC_VISIT_JS_FILES = 6;
/** A guest's first visit of a statistics page or /login, without the app (decision 055): its JS, gzipped, and its requests. */
export const GUEST_VISIT_JS_BUDGET_KB = 80;
export const GUEST_VISIT_REQUESTS = 12;

/** The admin area's modules, but not its route tables (paths and lazy imports, which the router needs from the start). */
const ADMIN_MODULE = /[\\/]client[\\/]routes[\\/]admin[\\/](?!(?:[^\\/]+[\\/])*routes\.tsx?$)/;

/** The gzipped sizes of what index.html loads first. */
export function initialWeight(outDir: string): { jsKb: number; cssKb: number; files: number } {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024;
  const sum = (ext: string) => files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gz(f), 0);
  return { jsKb: sum('.js'), cssKb: sum('.css'), files: new Set(files).size };
}

interface ChunkInfo {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  moduleIds?: string[];
  code?: string;
  /** Vite's note of the stylesheets a chunk brings. */
  viteMetadata?: { importedCss?: Set<string> };
}

/** The chunks `roots` are in and every chunk they import statically. */
function closure(bundle: Record<string, ChunkInfo>, roots: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (files.has(file) || chunk?.type !== 'chunk') return;
    files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return files;
}

/**
 * What a guest's first visit of a statistics page loads: the entry and its chunks, the chunks of the public pages and
 * of the frame's lazy parts (toasts, the service worker's registration), and the German texts.
 */
export function publicVisitChunks(bundle: Record<string, ChunkInfo>): string[] {
  const pageFile = publicPageFile(STATISTICS_PAGES);
  const germanTexts = /[\\/]client[\\/]i18n[\\/]bundles[\\/]de\.ts$/;
  const roots = Object.entries(bundle)
    .filter(
      ([, chunk]) =>
        chunk.type === 'chunk' &&
        ((chunk.isEntry && !ISLANDS_MODULE.test(chunk.facadeModuleId ?? '')) ||
          (chunk.moduleIds ?? []).some((id) => pageFile.test(id) || PUBLIC_LAZY.test(id) || germanTexts.test(id))),
    )
    .map(([file]) => file);
  return [...closure(bundle, roots)];
}

/** Admin modules in the entry's chunk or the chunks it imports statically (what loads before the first page). */
export function adminModulesInInitialChunks(bundle: Record<string, ChunkInfo>): string[] {
  const entries = Object.entries(bundle).filter(([, chunk]) => chunk.type === 'chunk' && chunk.isEntry);
  const initial = closure(
    bundle,
    entries.map(([file]) => file),
  );
  return [...initial].flatMap((file) => (bundle[file]!.moduleIds ?? []).filter((id) => ADMIN_MODULE.test(id)));
}

/** The public first visit's files, its gzipped JS, and the admin or member modules in it (none allowed). */
export function publicVisitWeight(bundle: Record<string, ChunkInfo>): { files: string[]; jsKb: number; foreign: string[] } {
  const files = publicVisitChunks(bundle);
  const jsKb = files.reduce((sum, file) => sum + zlib.gzipSync(bundle[file]!.code ?? '', { level: 9 }).length / 1024, 0);
  const foreign = files.flatMap((file) => (bundle[file]!.moduleIds ?? []).filter((id) => AREA_MODULE.test(id)));
  return { files, jsKb, foreign };
}

/** The islands' entry chunk and the chunks it imports; modules in them from outside client/islands (none allowed). */
export function islandsWeight(bundle: Record<string, ChunkInfo>): { files: string[]; jsKb: number; foreign: string[] } {
  const entry = Object.entries(bundle).find(
    ([, chunk]) => chunk.type === 'chunk' && chunk.isEntry && ISLANDS_MODULE.test(chunk.facadeModuleId ?? ''),
  );
  if (!entry) return { files: [], jsKb: 0, foreign: ['(no islands entry)'] };
  const files = [...closure(bundle, [entry[0]])];
  const jsKb = files.reduce((sum, file) => sum + zlib.gzipSync(bundle[file]!.code ?? '', { level: 9 }).length / 1024, 0);
  const foreign = files.flatMap((file) => (bundle[file]!.moduleIds ?? []).filter((id) => !ISLANDS_MODULE.test(id)));
  return { files, jsKb, foreign };
}

/**
 * The requests a guest's statistics page makes by itself (the worker's aside): the page, its stylesheets (index.html's
 * and the statistics pages' own), boot.js, the islands' files, and the icons and manifest index.html links.
 */
export function guestVisitRequests(outDir: string, islandFiles: number, pageStyles = 0): number {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const stylesheets = new Set([...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1])).size;
  const links = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)"/g)].length;
  const classic = [...html.matchAll(/<script src="[^"]+"/g)].length;
  return 1 + stylesheets + pageStyles + classic + islandFiles + links;
}

export function weightBudget(): Plugin {
  let outDir = '';
  let islandFiles = 0;
  let islandsKb = 0;
  let publicStyles = 0;
  return {
    name: 'weight-budget',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      const chunks = bundle as unknown as Record<string, ChunkInfo>;
      const admin = adminModulesInInitialChunks(chunks);
      if (admin.length > 0) throw new Error(`Admin code in the first chunks: ${admin.join(', ')}`);
      const visit = publicVisitWeight(chunks);
      if (visit.foreign.length > 0)
        throw new Error(`Admin or member code in a public page's chunks: ${visit.foreign.join(', ')}`);
      const line = `the app on a statistics page: JS ${visit.jsKb.toFixed(1)} KB gzip in ${visit.files.length} files (budget ${PUBLIC_VISIT_JS_BUDGET_KB} KB, ${PUBLIC_VISIT_JS_FILES} files)`;
      if (visit.jsKb > PUBLIC_VISIT_JS_BUDGET_KB || visit.files.length > PUBLIC_VISIT_JS_FILES)
        throw new Error(`Weight budget exceeded: ${line}: ${visit.files.join(', ')}`);
      process.stdout.write(`${line}\n`);
      const islands = islandsWeight(chunks);
      if (islands.foreign.length > 0)
        throw new Error(`Modules from outside client/islands in the islands' chunks: ${islands.foreign.join(', ')}`);
      islandFiles = islands.files.length;
      // The statistics pages' own stylesheets, which the server links on a guest's page (server/pages/page-code.ts).
      const css = (file: string) => [...(chunks[file]?.viteMetadata?.importedCss ?? [])];
      const entryCss = new Set(
        Object.keys(chunks)
          .filter((file) => chunks[file]!.isEntry)
          .flatMap(css),
      );
      publicStyles = new Set(visit.files.flatMap(css).filter((file) => !entryCss.has(file))).size;
      islandsKb = islands.jsKb;
    },
    closeBundle() {
      // A build that failed before writing (the admin check above) has nothing to weigh.
      if (!fs.existsSync(path.join(outDir, 'index.html'))) return;
      const { jsKb, cssKb, files } = initialWeight(outDir);
      const line = `initial JS ${jsKb.toFixed(1)} KB gzip (budget ${INITIAL_JS_BUDGET_KB}), CSS ${cssKb.toFixed(1)} KB (budget ${INITIAL_CSS_BUDGET_KB}), ${files} files`;
      if (jsKb > INITIAL_JS_BUDGET_KB || cssKb > INITIAL_CSS_BUDGET_KB) throw new Error(`Weight budget exceeded: ${line}`);
      process.stdout.write(`${line}\n`);
      // boot.js (client/public, copied as it is) runs on every page before the islands.
      const bootKb = zlib.gzipSync(fs.readFileSync(path.join(outDir, 'boot.js')), { level: 9 }).length / 1024;
      const guestKb = bootKb + islandsKb;
      const requests = guestVisitRequests(outDir, islandFiles, publicStyles);
      const guest = `guest first visit JS ${guestKb.toFixed(1)} KB gzip (budget ${GUEST_VISIT_JS_BUDGET_KB}), ${requests} requests by the page (budget ${GUEST_VISIT_REQUESTS})`;
      if (guestKb > GUEST_VISIT_JS_BUDGET_KB || requests > GUEST_VISIT_REQUESTS)
        throw new Error(`Weight budget exceeded: ${guest}`);
      process.stdout.write(`${guest}\n`);
    },
  };
}
