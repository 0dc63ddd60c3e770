// JSON answers sent whole (res.json / res.send: one end() with the body, no write() before it) are gzipped in one
// piece and written with their length in one write. The compression middleware behind it streamed them: a zlib
// stream per answer and the body in chunked pieces, two or three socket writes; about a third of the server's CPU
// on a member-list page (docs/benchmarks.md). Everything else (exports, pages, event streams) stays with it. Gzip
// even where a browser also accepts brotli (which the middleware would pick): brotli's smaller answer costs several
// times gzip level 3's CPU per answer, and these answers are made afresh for every request.
import zlib from 'node:zlib';
import type { RequestHandler, Response } from 'express';
import { GZIP_LEVEL, GZIP_MIN_BYTES } from '../gzip';

type End = Response['end'];

export const wholeJsonGzip: RequestHandler = (req, res, next) => {
  if (req.method === 'HEAD' || !req.acceptsEncodings('gzip')) return next();
  const end = res.end as (...args: unknown[]) => Response;
  const write = res.write as (...args: unknown[]) => boolean;
  let written = false;
  res.write = function (this: Response, ...args: unknown[]) {
    written = true;
    return write.apply(this, args);
  } as Response['write'];
  res.end = function (this: Response, ...args: unknown[]) {
    const [chunk, encoding] = args;
    const whole = !written && !res.headersSent && res.statusCode === 200 && (typeof chunk === 'string' || Buffer.isBuffer(chunk));
    const json = /json/.test(String(res.getHeader('Content-Type') ?? ''));
    const transformable = !/no-transform/.test(String(res.getHeader('Cache-Control') ?? ''));
    if (whole && json && transformable && !res.getHeader('Content-Encoding')) {
      const body =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : chunk;
      if (body.length >= GZIP_MIN_BYTES) {
        const gzipped = zlib.gzipSync(body, { level: GZIP_LEVEL });
        res.vary('Accept-Encoding');
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Content-Length', gzipped.length);
        const callback = args.find((a) => typeof a === 'function');
        return callback ? end.call(this, gzipped, callback) : end.call(this, gzipped);
      }
    }
    return end.apply(this, args);
  } as End;
  next();
};
