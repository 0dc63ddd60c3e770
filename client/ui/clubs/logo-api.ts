// Club logo calls: multipart upload (the JSON client does not send files) and removal.
import { LOGO_MAX_BYTES } from '../../../shared/schemas/club-admin';
import { ApiError, toApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { handleHttpError } from '../../api/error-handler';

function fail(error: ApiError): never {
  handleHttpError(error);
  throw error;
}

/** Answers the new logo's cache stamp. The server sniffs the content; these checks spare a pointless upload. */
export async function uploadClubLogo(clubId: number, file: File): Promise<number> {
  if (file.size > LOGO_MAX_BYTES) fail(new ApiError(413, 'PayloadTooLarge', 'File too large'));
  if (file.type && !file.type.startsWith('image/')) fail(new ApiError(415, 'UnsupportedMediaType', 'Not an image'));
  const body = new FormData();
  body.append('avatar', file);
  let response: Response;
  try {
    response = await fetch(`/api/clubs/${clubId}/avatar`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (cause) {
    fail(new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error'));
  }
  const json = (await response.json().catch(() => undefined)) as { data: { avatar_url: string } } | undefined;
  if (!response.ok || !json) fail(toApiError(response.status, json));
  return Number(new URL(json.data.avatar_url, window.location.origin).searchParams.get('ts')) || Date.now();
}

export const removeClubLogo = (clubId: number) => api.delete(`/api/clubs/${clubId}/avatar`);
