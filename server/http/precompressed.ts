// Sends the built client's files as the build compressed them (client/build/precompress.ts): brotli or gzip as the
// browser accepts, from memory after the first request, so no request pays for compression. Files without a
// compressed copy, and browsers that accept neither, fall through to express.static.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;

interface Variant {
  body: Buffer;
  type: string;
  etag: string;
}

/**
 * Serves `dir`'s precompressed files. The set of files is read once: a build's files never change while the server
 * runs (their names carry their content's hash, or they are the few fixed files the next build replaces with a restart).
 */
export function precompressedFiles(dir: string, cacheControl: (file: string) => string): RequestHandler {
  const available = new Set<string>();
  if (fs.existsSync(dir)) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
      const relative = path.relative(dir, path.join(entry.parentPath, entry.name));
      // Dot folders (the build's manifest) are never served.
      if (entry.isFile() && !relative.split(path.sep).some((part) => part.startsWith('.')))
        available.add(relative.split(path.sep).join('/'));
    }
  }
  const kept = new Map<string, Variant>();
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string;
    try {
      file = decodeURIComponent(req.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    if (!available.has(file) || file.endsWith('.br') || file.endsWith('.gz')) return next();
    const offered = ENCODINGS.filter((e) => available.has(file + e.ext)).map((e) => e.name);
    if (offered.length === 0) return next();
    res.vary('Accept-Encoding');
    // Brotli where the browser takes it (the smaller), whatever order its header lists them in.
    const encoding = offered.find((name) => req.acceptsEncodings(name) === name);
    if (!encoding) return next();
    const key = file + ENCODINGS.find((e) => e.name === encoding)!.ext;
    let variant = kept.get(key);
    if (!variant) {
      const body = fs.readFileSync(path.join(dir, key));
      const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}-${encoding}"`;
      variant = { body, etag, type: res.type(path.extname(file)).get('Content-Type') ?? '' };
      kept.set(key, variant);
    }
    res.setHeader('Content-Type', variant.type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', variant.body.length);
    res.setHeader('Cache-Control', cacheControl(file));
    res.setHeader('ETag', variant.etag);
    if (req.fresh) {
      res.removeHeader('Content-Length');
      return res.status(304).end();
    }
    res.status(200);
    if (req.method === 'HEAD') return res.end();
    res.end(variant.body);
  };
}
