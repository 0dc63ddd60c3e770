// Tells a lost database (stopped, restarting, unreachable, out of connections) from every other error, whatever
// layer reports it: Prisma (P1001 ...), its pg driver adapter (driverAdapterError), pg itself or a socket.

/** Prisma's codes for a server it cannot reach, a connection it lost and a pool it cannot get a connection from. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** SQLSTATE: admin/crash shutdown, "cannot connect now" (starting or stopping), too many connections. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** pg's own errors carry no code, only these messages. */
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Can't reach database server/,
];

function isLostCode(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  // SQLSTATE class 08: connection exception.
  return PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code);
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as {
    code?: unknown;
    kind?: unknown;
    originalCode?: unknown;
    message?: unknown;
    cause?: unknown;
    meta?: { driverAdapterError?: unknown };
    errors?: unknown;
  };
  if (isLostCode(e.code) || isLostCode(e.originalCode)) return true;
  if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  // An AggregateError (a connect to several addresses) fails when every attempt did.
  if (Array.isArray(e.errors) && e.errors.length > 0 && e.errors.every((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.meta?.driverAdapterError, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1);
}

/**
 * SQLSTATE of a statement PostgreSQL cancelled: statement_timeout (or a cancel request), lock_timeout, and a
 * deadlock it broke by ending this transaction (two changes of the same person at once, e.g. a rename beside a move:
 * the membership's search text locks its person, decision 035). The database is there, but this request should be
 * tried again: 503 DatabaseBusy, never a 500.
 */
const TIMEOUT_SQLSTATES = new Set(['57014', '55P03', '40P01']);

export function isDatabaseTimeout(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as {
    code?: unknown;
    originalCode?: unknown;
    message?: unknown;
    cause?: unknown;
    meta?: { driverAdapterError?: unknown; code?: unknown };
  };
  if (TIMEOUT_SQLSTATES.has(String(e.code)) || TIMEOUT_SQLSTATES.has(String(e.originalCode))) return true;
  if (e.meta && TIMEOUT_SQLSTATES.has(String(e.meta.code))) return true;
  // Prisma's interactive transaction that outlived its own time limit (waiting for a lock, usually).
  if (e.code === 'P2028' && typeof e.message === 'string' && /timeout|expired/i.test(e.message)) return true;
  return isDatabaseTimeout(e.meta?.driverAdapterError, depth + 1) || isDatabaseTimeout(e.cause, depth + 1);
}
