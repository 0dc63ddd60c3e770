// Profile picture calls: upload (client/api/upload.ts), removal and reporting.
import { AVATAR_MAX_BYTES, type AvatarStateDTO } from '../../../shared/schemas/self';
import { api } from '../../api/client';
import { uploadImage } from '../../api/upload';

export interface UploadedAvatar extends AvatarStateDTO {
  avatar_url: string;
}

export const uploadAvatar = (file: File) => uploadImage<UploadedAvatar>('/api/self/avatar', file, AVATAR_MAX_BYTES);

export const removeAvatar = () => api.delete<AvatarStateDTO>('/api/self/avatar');

export const reportAvatar = (personId: number) => api.post(`/api/persons/${personId}/avatar/report`);

export const avatarUrl = (personId: number, ts: number, full = false) =>
  `/api/persons/${personId}/avatar?${full ? 'full&' : ''}ts=${ts}`;
