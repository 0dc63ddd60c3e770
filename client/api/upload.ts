// Picture uploads (profile pictures, club logos): multipart, as the JSON client does not send files. Errors go
// through the one HTTP error handler like every other call, then reject.
import { ApiError, toApiError } from './api-error';
import { handleHttpError } from './error-handler';

function fail(error: ApiError): never {
  handleHttpError(error);
  throw error;
}

/**
 * POSTs `file` as the multipart field `avatar` and answers the `data` of the reply. The server sniffs the content;
 * the size and type checks here only spare the user a pointless upload.
 */
export async function uploadImage<T>(url: string, file: File, maxBytes: number): Promise<T> {
  if (file.size > maxBytes) fail(new ApiError(413, 'PayloadTooLarge', 'File too large'));
  if (file.type && !file.type.startsWith('image/')) fail(new ApiError(415, 'UnsupportedMediaType', 'Not an image'));
  const body = new FormData();
  body.append('avatar', file);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch (cause) {
    fail(new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error'));
  }
  const json = (await response.json().catch(() => undefined)) as { data: T } | undefined;
  if (!response.ok || !json) fail(toApiError(response.status, json));
  return json.data;
}
