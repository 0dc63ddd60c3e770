// Every icon of the portal from one source image (client/brand/icon.svg), made at build time with sharp: the home
// screen icons of the web manifest, the Apple touch icon and /favicon.ico. In development the same files are served
// from memory, so there is nothing generated to commit or forget.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const SOURCE = path.resolve(import.meta.dirname, '..', 'brand', 'icon.svg');

/** File name -> pixel size (square). */
export const ICON_SIZES: Record<string, number> = {
  'icons/icon-192.png': 192,
  'icons/icon-512.png': 512,
  'icons/icon-maskable-512.png': 512,
  'icons/apple-touch-icon.png': 180,
};

const png = (svg: Buffer, size: number) => sharp(svg, { density: 300 }).resize(size, size).png().toBuffer();

/** An .ico holding PNG images (allowed since Windows Vista, read by every browser): header, directory, images. */
export function icoOf(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

export async function makeIcons(): Promise<Map<string, Buffer>> {
  const svg = fs.readFileSync(SOURCE);
  const files = new Map<string, Buffer>();
  for (const [name, size] of Object.entries(ICON_SIZES)) files.set(name, await png(svg, size));
  const small = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(svg, size) })));
  files.set('favicon.ico', icoOf(small));
  files.set('icons/icon.svg', svg);
  return files;
}

const TYPES: Record<string, string> = { '.png': 'image/png', '.ico': 'image/x-icon', '.svg': 'image/svg+xml' };

export function portalIcons(): Plugin {
  let files: Promise<Map<string, Buffer>> | null = null;
  const icons = () => (files ??= makeIcons());
  return {
    name: 'portal-icons',
    async generateBundle() {
      for (const [fileName, source] of await icons()) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = (req.url ?? '').split('?')[0].replace(/^\//, '');
        void icons().then((all) => {
          const body = all.get(name);
          if (!body) return next();
          res.setHeader('Content-Type', TYPES[path.extname(name)] ?? 'application/octet-stream');
          res.end(body);
        }, next);
      });
    },
  };
}
