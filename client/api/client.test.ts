// The API layer's idempotent calls: one fresh Idempotency-Key per call, the same key on its retries after a lost
// answer or a 503, and no retry (nor key) for anything else.
import { contract } from '../../shared/contract';
import { call } from './endpoints';

jest.mock('./error-handler', () => ({ handleHttpError: jest.fn() }));

type Call = { url: string; key: string | undefined };

function fakeFetch(answers: (() => Response | Promise<never>)[]) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'] });
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    return next();
  }) as typeof fetch;
  return calls;
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const unavailable = json(503, { error: { code: 'DatabaseUnavailable', message: 'away' } }, { 'Retry-After': '5' });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// The shapes do not matter to the transport: these answers are made up by the fake fetch above.
const alumni = { is_alumni: true } as never;
const join = {} as never;

describe('idempotent calls (declared in the contract: PUT /players/{id}, POST /self/players)', () => {
  it('sends the same key again after a lost answer and a 503, and resolves with the answer that came', async () => {
    const calls = fakeFetch([offline, unavailable, json(200, { data: { id: 7 } }, { 'Idempotent-Replayed': 'true' })]);
    const result = call(contract.players.update, { params: { id: 1 }, body: alumni });
    await jest.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toEqual({ data: { id: 7 } });
    expect(calls[0].url).toBe('/api/players/1');
    expect(calls).toHaveLength(3);
    expect(calls[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(calls.map((c) => c.key)).size).toBe(1);
  });

  it('uses a fresh key for the next call and gives up after two retries', async () => {
    const calls = fakeFetch([json(201, { data: 1 }), unavailable, unavailable, unavailable]);
    await call(contract.self.join, { body: join });
    const failing = call(contract.self.join, { body: join });
    const outcome = expect(failing).rejects.toMatchObject({ status: 503, code: 'DatabaseUnavailable' });
    await jest.advanceTimersByTimeAsync(20_000);
    await outcome;
    expect(calls).toHaveLength(4);
    expect(calls[1].key).not.toBe(calls[0].key);
    expect(new Set(calls.slice(1).map((c) => c.key)).size).toBe(1);
  });

  it('neither retries an answer about the request nor sends a key for other calls', async () => {
    const calls = fakeFetch([json(409, { error: { code: 'ProcessAlreadyOpen', message: 'open' } }), json(200, { data: null })]);
    await expect(call(contract.players.update, { params: { id: 1 }, body: alumni })).rejects.toMatchObject({ status: 409 });
    await call(contract.self.update, { body: { preferred_language: 'de' } });
    expect(calls).toHaveLength(2);
    expect(calls[1].key).toBeUndefined();
  });
});
