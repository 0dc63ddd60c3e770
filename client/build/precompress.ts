// Compresses the built client's text files once, at build time: each gets a brotli (.br) and a gzip (.gz) copy beside
// it, which the server sends as they are (server/http/precompressed.ts) instead of compressing on every request.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * What is worth compressing: text formats served as files, from a size where the saving outweighs the header. Not
 * index.html (a template the server fills) nor anything in a dot folder (the build's manifest, never served).
 */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 512;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `<file>.br` and `<file>.gz` for every compressible file of `dir` and answers how many files it compressed. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter(
    (file) =>
      COMPRESSIBLE.test(file) &&
      !path
        .relative(dir, file)
        .split(path.sep)
        .some((part) => part.startsWith('.')),
  );
  let count = 0;
  for (const file of files) {
    const body = await fs.readFile(file);
    if (body.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}

/** The build step: after the bundle is written, its files are compressed (index.html is a template: not served as is). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After every other plugin's last step (the service worker is written then), one after the other.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!outDir) return;
        const count = await precompressDir(outDir);
        process.stdout.write(`precompressed ${count} files (brotli and gzip)\n`);
      },
    },
  };
}
