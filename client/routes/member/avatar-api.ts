// Profile picture calls: multipart upload (the JSON client does not send files), removal and reporting.
import { AVATAR_MAX_BYTES, type AvatarStateDTO } from '../../../shared/schemas/self';
import { ApiError, toApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { handleHttpError } from '../../api/error-handler';

export interface UploadedAvatar extends AvatarStateDTO {
  avatar_url: string;
}

function fail(error: ApiError): never {
  handleHttpError(error);
  throw error;
}

/** The server sniffs the content; these checks only spare the user a pointless upload. */
export async function uploadAvatar(file: File): Promise<UploadedAvatar> {
  if (file.size > AVATAR_MAX_BYTES) fail(new ApiError(413, 'PayloadTooLarge', 'File too large'));
  if (file.type && !file.type.startsWith('image/')) fail(new ApiError(415, 'UnsupportedMediaType', 'Not an image'));
  const body = new FormData();
  body.append('avatar', file);
  let response: Response;
  try {
    response = await fetch('/api/self/avatar', {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (cause) {
    fail(new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error'));
  }
  const json = (await response.json().catch(() => undefined)) as { data: UploadedAvatar } | undefined;
  if (!response.ok || !json) fail(toApiError(response.status, json));
  return json.data;
}

export const removeAvatar = () => api.delete<AvatarStateDTO>('/api/self/avatar');

export const reportAvatar = (personId: number) => api.post(`/api/persons/${personId}/avatar/report`);

export const avatarUrl = (personId: number, ts: number, full = false) =>
  `/api/persons/${personId}/avatar?${full ? 'full&' : ''}ts=${ts}`;
