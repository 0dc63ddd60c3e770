// Sends the score sheet's waiting commands from any page of the app (the `online` event, a member page opening): the
// signed-in person's own only, as the sheet itself does (outbox.ts), so a goal entered offline does not wait until
// someone opens the sheet again.
import { api } from '../../api/endpoints';
import { errorText } from '../../api/error-handler';
import { showError } from '../../ui/toast';
import { flush, gamesWithQueue, waitingCommands } from './outbox';

const RETRY_MS = 5_000;
let retry: ReturnType<typeof setTimeout> | null = null;

export async function sendWaiting(): Promise<void> {
  if (retry) clearTimeout(retry);
  retry = null;
  if (!navigator.onLine || (await waitingCommands()) === 0) return;
  let authorId: number;
  try {
    authorId = (await api.self.get({}, { ownErrors: () => true })).data.id;
  } catch {
    // Nobody signed in (the queue waits for its author's next sign-in) or still no network.
    return;
  }
  let waiting = false;
  for (const gameId of await gamesWithQueue(authorId)) {
    const result = await flush(gameId, authorId);
    for (const { error } of result.refused) showError(errorText(error));
    if (result.waiting && !result.unauthorized) waiting = true;
  }
  // The network came back only halfway (a hall's wifi): tried again shortly.
  if (waiting) retry = setTimeout(() => void sendWaiting(), RETRY_MS);
}
