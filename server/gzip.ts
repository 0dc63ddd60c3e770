// zlib's level for what the server compresses per answer: the API's JSON (the compression middleware) and the kept
// statistics answers (compressed once per computation, by the request that computes them). Level 3 takes half the
// time of the default 6 on a season's games or points (0.22 against 0.43 ms, 0.31 against 0.67 ms of a desktop's
// CPU) for 10-15 % more bytes (5.2 against 4.7 KB, 11.3 against 9.8 KB); nginx's default is 1. The server-rendered
// pages keep the default: each is compressed once and sent thousands of times (server/pages/public-pages.ts).
export const GZIP_LEVEL = 3;

/** Below this size compressing costs more than it saves (the compression middleware's threshold too). */
export const GZIP_MIN_BYTES = 1024;
