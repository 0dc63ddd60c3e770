// Tests send the queued notices when they choose: one drain of the app's notification worker, then read the mails.
import type { TestApp } from './app';

/** Sends every notice due now through the app's worker (its transport: the test's outbox directory). */
export async function drainNotices(t: Pick<TestApp, 'app'>): Promise<void> {
  const worker = t.app.locals.notices;
  if (!worker) throw new Error('the app has no notification worker');
  await worker.drain();
}
