// drainAndClose on a plain HTTP server: idle keep-alive connections do not hold it up, a request that never
// ends is cut after the drain time, and the closers run in order afterwards.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainAndClose } from './shutdown';

const logger = { info: jest.fn(), warn: jest.fn() };

async function listen(handler: http.RequestListener): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, agent: http.Agent, path = '/'): Promise<{ status?: number; error?: string }> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode }));
      })
      .on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
  });
}

it('closes at once when only idle keep-alive connections are left, then runs the closers in order', async () => {
  const { server, port } = await listen((_req, res) => res.end('ok'));
  const agent = new http.Agent({ keepAlive: true });
  expect(await get(port, agent)).toEqual({ status: 200 });
  const order: string[] = [];
  const started = Date.now();
  const result = await drainAndClose({
    server,
    drainMs: 5_000,
    closers: [async () => void order.push('background'), async () => void order.push('pool'), async () => void order.push('db')],
    logger,
  });
  expect(result).toEqual({ drained: true });
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(order).toEqual(['background', 'pool', 'db']);
  agent.destroy();
});

it('waits for a slow request, and cuts one that outlives the drain time', async () => {
  const { server, port } = await listen((req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('done'), 300);
    // '/never' never answers.
  });
  const agent = new http.Agent({ keepAlive: false });
  const slow = get(port, agent, '/slow');
  const never = get(port, agent, '/never');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const closed: string[] = [];
  const result = await drainAndClose({
    server,
    drainMs: 800,
    closers: [
      async () => {
        throw new Error('pool already ended');
      },
      async () => void closed.push('db'),
    ],
    logger,
  });
  expect(await slow).toEqual({ status: 200 });
  expect(await never).toEqual({ error: 'ECONNRESET' });
  expect(result).toEqual({ drained: false });
  // A failing closer does not keep the next one from running.
  expect(closed).toEqual(['db']);
  expect(logger.warn).toHaveBeenCalled();
});
