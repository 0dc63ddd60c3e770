// Club logo calls: upload (client/api/upload.ts) and removal.
import { LOGO_MAX_BYTES } from '../../../shared/schemas/club-admin';
import { api } from '../../api/client';
import { uploadImage } from '../../api/upload';

/** Answers the new logo's cache stamp. */
export async function uploadClubLogo(clubId: number, file: File): Promise<number> {
  const data = await uploadImage<{ avatar_url: string }>(`/api/clubs/${clubId}/avatar`, file, LOGO_MAX_BYTES);
  return Number(new URL(data.avatar_url, window.location.origin).searchParams.get('ts')) || Date.now();
}

export const removeClubLogo = (clubId: number) => api.delete(`/api/clubs/${clubId}/avatar`);
