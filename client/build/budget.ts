// The public pages' weight budget: the JavaScript and CSS that index.html loads before anything shows
// (its entry script, the module preloads, the stylesheets), gzipped. The build fails when either grows past the
// targets (JS 150 KB, CSS 15 KB), or when a module of the admin area lands in those first chunks, so a library or an
// admin module that slips into them is caught at once. The figures are in docs/benchmarks.md; the steps that got
// there are in docs/decisions/031-public-stylesheet.md.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

export const INITIAL_JS_BUDGET_KB = 150;
export const INITIAL_CSS_BUDGET_KB = 15;

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
  imports?: string[];
  moduleIds?: string[];
}

/** Admin modules in the entry's chunk or the chunks it imports statically (what loads before the first page). */
export function adminModulesInInitialChunks(bundle: Record<string, ChunkInfo>): string[] {
  const initial = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (initial.has(file) || chunk?.type !== 'chunk') return;
    initial.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(file);
  return [...initial].flatMap((file) => (bundle[file]!.moduleIds ?? []).filter((id) => ADMIN_MODULE.test(id)));
}

export function weightBudget(): Plugin {
  let outDir = '';
  return {
    name: 'weight-budget',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      const admin = adminModulesInInitialChunks(bundle as unknown as Record<string, ChunkInfo>);
      if (admin.length > 0) throw new Error(`Admin code in the first chunks: ${admin.join(', ')}`);
    },
    closeBundle() {
      // A build that failed before writing (the admin check above) has nothing to weigh.
      if (!fs.existsSync(path.join(outDir, 'index.html'))) return;
      const { jsKb, cssKb, files } = initialWeight(outDir);
      const line = `initial JS ${jsKb.toFixed(1)} KB gzip (budget ${INITIAL_JS_BUDGET_KB}), CSS ${cssKb.toFixed(1)} KB (budget ${INITIAL_CSS_BUDGET_KB}), ${files} files`;
      if (jsKb > INITIAL_JS_BUDGET_KB || cssKb > INITIAL_CSS_BUDGET_KB) throw new Error(`Weight budget exceeded: ${line}`);
      process.stdout.write(`${line}\n`);
    },
  };
}
