// The public pages' weight budget (issue 17): the JavaScript and CSS that index.html loads before anything shows
// (its entry script, the module preloads, the stylesheets), gzipped. The build fails when either grows past its
// ceiling, so a library or an admin module that slips into the first chunks is caught at once. The ceilings sit just
// above today's figures; the targets (150 KB JS, 15 KB CSS) need server rendering and per-component styles
// (docs/benchmarks.md, "Public pages in Lighthouse").
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

export const INITIAL_JS_BUDGET_KB = 240;
export const INITIAL_CSS_BUDGET_KB = 40;

/** The gzipped sizes of what index.html loads first. */
export function initialWeight(outDir: string): { jsKb: number; cssKb: number; files: number } {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024;
  const sum = (ext: string) => files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gz(f), 0);
  return { jsKb: sum('.js'), cssKb: sum('.css'), files: new Set(files).size };
}

export function weightBudget(): Plugin {
  let outDir = '';
  return {
    name: 'weight-budget',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const { jsKb, cssKb, files } = initialWeight(outDir);
      const line = `initial JS ${jsKb.toFixed(1)} KB gzip (budget ${INITIAL_JS_BUDGET_KB}), CSS ${cssKb.toFixed(1)} KB (budget ${INITIAL_CSS_BUDGET_KB}), ${files} files`;
      if (jsKb > INITIAL_JS_BUDGET_KB || cssKb > INITIAL_CSS_BUDGET_KB) throw new Error(`Weight budget exceeded: ${line}`);
      process.stdout.write(`${line}\n`);
    },
  };
}
