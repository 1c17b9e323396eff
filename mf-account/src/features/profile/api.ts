import { apiGet, apiPost, apiPut } from '@storefront/shared/api';
import type { Profile, ProfileUpdate } from '@storefront/shared/schemas/account';

export const fetchProfile = async () => (await apiGet<Profile>('/api/user/profile')).data;
export const saveProfile = async (body: ProfileUpdate) => (await apiPut<Profile>('/api/user/profile', body)).data;
export async function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await apiPost<Profile>('/api/user/avatar', form)).data;
}
