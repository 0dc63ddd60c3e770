// Which errors mean "the database is away" (503 DatabaseUnavailable) and which do not.
import { isDatabaseTimeout, isDatabaseUnavailable } from './unavailable';

const prisma = (code: string, cause: Record<string, unknown>) =>
  Object.assign(new Error('Invalid `prisma.person.count()` invocation'), {
    name: 'PrismaClientKnownRequestError',
    code,
    meta: { driverAdapterError: { name: 'DriverAdapterError', cause } },
  });
const socket = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect', errno: -111 });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection through Prisma', prisma('P1001', { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 })],
    [
      'a query ended by a shutdown',
      prisma('P2010', { kind: 'postgres', code: '57P01', originalCode: '57P01', message: 'terminating connection' }),
    ],
    [
      'a server still starting',
      prisma('P2010', { kind: 'postgres', code: '57P03', message: 'the database system is starting up' }),
    ],
    ['a closed connection', prisma('P1017', { kind: 'ConnectionClosed' })],
    ['a full server', prisma('P2037', { kind: 'TooManyConnections', cause: 'too many clients' })],
    ['pg refused', socket('ECONNREFUSED')],
    ['pg reset', socket('ECONNRESET')],
    ['a pg connection exception', Object.assign(new Error('connection failure'), { code: '08006', severity: 'FATAL' })],
    ['a pg connection ended', new Error('Connection terminated unexpectedly')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a wrapped cause', new Error('session store failed', { cause: socket('ECONNREFUSED') })],
    [
      'every address refused',
      Object.assign(new AggregateError([socket('ECONNREFUSED'), socket('ECONNREFUSED')]), { code: undefined }),
    ],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', prisma('P2002', { kind: 'UniqueConstraintViolation' })],
    ['a missing record', Object.assign(new Error('No record'), { code: 'P2025' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601', severity: 'ERROR' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isDatabaseTimeout', () => {
  it.each([
    ['a statement timeout from pg', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
    ['a deadlock PostgreSQL broke, from pg', Object.assign(new Error('deadlock detected'), { code: '40P01' })],
    ['a deadlock through Prisma', prisma('P2010', { originalCode: '40P01', kind: 'postgres', message: 'deadlock detected' })],
  ])('%s is busy (503, try again)', (_name, error) => {
    expect(isDatabaseTimeout(error)).toBe(true);
  });

  it('a unique violation is not', () => {
    expect(isDatabaseTimeout(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
