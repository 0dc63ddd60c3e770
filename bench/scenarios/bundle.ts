// The client's first download: the scripts and style sheets index.html loads (entry and modulepreloads), gzip-sized
// as a server would send them, and for comparison everything the build holds.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface BundleFigures {
  initialJsGzipKb: number;
  initialCssGzipKb: number;
  initialFiles: number;
  totalJsGzipKb: number;
  totalJsFiles: number;
}

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

export function bundleFigures(clientDir: string): BundleFigures {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  const js = refs.filter((r) => r.endsWith('.js'));
  const css = refs.filter((r) => r.endsWith('.css'));
  const all = fs.readdirSync(path.join(clientDir, 'assets')).filter((f) => f.endsWith('.js'));
  const sum = (files: string[]) => Math.round(files.reduce((s, f) => s + gzipKb(path.join(clientDir, f)), 0) * 10) / 10;
  return {
    initialJsGzipKb: sum(js),
    initialCssGzipKb: sum(css),
    initialFiles: js.length + css.length,
    totalJsGzipKb: sum(all.map((f) => path.join('assets', f))),
    totalJsFiles: all.length,
  };
}

if (require.main === module)
  process.stdout.write(`${JSON.stringify(bundleFigures(process.argv[2] ?? '.data/dist-bench/client'), null, 2)}\n`);
