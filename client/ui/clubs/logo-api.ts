// Club logo calls: upload (client/api/upload.ts) and removal.
import { contract } from '../../../shared/contract';
import { LOGO_MAX_BYTES } from '../../../shared/schemas/club-admin';
import { api, urlOf, type DataOf } from '../../api/endpoints';
import { uploadImage } from '../../api/upload';

/** Answers the new logo's cache stamp. */
export async function uploadClubLogo(clubId: number, file: File): Promise<number> {
  const endpoint = contract.clubs.uploadLogo;
  const data = await uploadImage<DataOf<typeof endpoint>>(urlOf(endpoint, { params: { id: clubId } }), file, LOGO_MAX_BYTES);
  return Number(new URL(data.avatar_url, window.location.origin).searchParams.get('ts')) || Date.now();
}

export const removeClubLogo = (clubId: number) => api.clubs.deleteLogo({ params: { id: clubId } });
