import { apiGet, apiPost, apiPut, type RequestContext } from '@storefront/shared/api';
import type { Profile, ProfileUpdate } from '@storefront/shared/schemas/account';

export const fetchProfile = async (context: RequestContext) => (await apiGet<Profile>(context, '/api/user/profile')).data;
export const saveProfile = async (context: RequestContext, body: ProfileUpdate) => (await apiPut<Profile>(context, '/api/user/profile', body)).data;
export async function uploadAvatar(context: RequestContext, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await apiPost<Profile>(context, '/api/user/avatar', form)).data;
}
