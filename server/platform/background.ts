// Work that runs after the answer has gone out (a password-reset mail: its duration must not tell whether the
// address has an account). Tracked, so a graceful shutdown and the tests can wait for it.
const pending = new Set<Promise<void>>();

/** Starts `task` without waiting for it; a failure goes to `onError` (a log line), never to the request. */
export function runInBackground(task: () => Promise<void>, onError: (error: unknown) => void): void {
  const running: Promise<void> = Promise.resolve()
    .then(task)
    .catch((error: unknown) => onError(error))
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Resolves once every started task has finished (including tasks started meanwhile). */
export async function settleBackground(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
