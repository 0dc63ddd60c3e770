// Saves the file a POST answers (a bulk export): the browser cannot follow a link with a body, so the file is fetched
// and handed to it; a failure goes through the central handler like any other call.
import { ApiError, toApiError } from '../../../api/api-error';
import { handleHttpError } from '../../../api/error-handler';

export async function downloadPost(path: string, body: unknown): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    const error = new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
    handleHttpError(error);
    throw error;
  }
  if (!response.ok) {
    const error = toApiError(response.status, await response.json().catch(() => undefined));
    handleHttpError(error);
    throw error;
  }
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'export';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
