// Graceful shutdown (SIGTERM, SIGINT): stop taking connections, let the requests in flight finish, then close what
// they needed (background work, pools, the embedded database) in order.
import type { Server } from 'node:http';
import type { Logger } from 'pino';

export interface ShutdownOptions {
  server: Server | undefined;
  /** Longest wait for requests in flight; then their connections are cut. */
  drainMs: number;
  /** Run one after the other once no request is left (background work, pools, database). */
  closers: (() => Promise<unknown>)[];
  logger: Pick<Logger, 'info' | 'warn'>;
}

/** Answers whether every request in flight finished within `drainMs`. */
export async function drainAndClose({ server, drainMs, closers, logger }: ShutdownOptions): Promise<{ drained: boolean }> {
  let drained = true;
  if (server?.listening) {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A keep-alive connection with no request would keep close() waiting: cut those as soon as they fall idle.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), drainMs);
    });
    const outcome = await Promise.race([closed.then(() => 'closed' as const), deadline]);
    clearInterval(idle);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      drained = false;
      logger.warn({ drainMs }, 'requests still running after the drain time: closing their connections');
      server.closeAllConnections();
      await closed;
    }
  }
  for (const close of closers) {
    try {
      await close();
    } catch (error) {
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'error while closing');
    }
  }
  logger.info({ drained }, 'shut down');
  return { drained };
}
