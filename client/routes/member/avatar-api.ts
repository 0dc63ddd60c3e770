// Profile picture calls: upload (client/api/upload.ts), removal, reporting and the picture's address.
import { contract } from '../../../shared/contract';
import { AVATAR_MAX_BYTES } from '../../../shared/schemas/self';
import { api, urlOf, type DataOf } from '../../api/endpoints';
import { uploadImage } from '../../api/upload';

export const uploadAvatar = (file: File) =>
  uploadImage<DataOf<typeof contract.self.uploadAvatar>>(urlOf(contract.self.uploadAvatar, {}), file, AVATAR_MAX_BYTES);

export const removeAvatar = async () => (await api.self.deleteAvatar({})).data;

export const reportAvatar = (personId: number) => api.persons.reportAvatar({ params: { id: personId } });

export { avatarUrl } from '../../ui/avatar-url';
