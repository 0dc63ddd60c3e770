// The last answers that let a signed-in page open without a network (docs/decisions/029-score-sheet-outbox.md): the
// session state, the signed-in user and the score sheet, kept in localStorage while the network answers, used only
// when a request got no answer at all (never for a 401), and forgotten at sign-out or when the session ends.

const PREFIX = 'last-known:';

let offline = false;

/** True while the page shows answers it kept rather than the server's (set by the last request). */
export function answeredOffline(): boolean {
  return offline;
}

/** A successful GET: kept for the next time the network is gone. */
export function keepAnswer(path: string, body: unknown): void {
  offline = false;
  try {
    localStorage.setItem(PREFIX + path, JSON.stringify(body));
  } catch {
    // A full or blocked storage only means no offline copy.
  }
}

/** The kept answer of a GET that got no answer, or undefined; the app counts as offline while it uses one. */
export function lastAnswer(path: string): unknown {
  try {
    const text = localStorage.getItem(PREFIX + path);
    if (text === null) return undefined;
    offline = true;
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sign-out, or a session the server no longer knows: nothing of it may open the pages later. */
export function forgetAnswers(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
