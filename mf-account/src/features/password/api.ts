import { apiPut } from '@storefront/shared/api';
import type { ChangePasswordRequest } from '@storefront/shared/schemas/auth';

export const changePassword = async (body: ChangePasswordRequest) => (await apiPut<unknown>('/api/user/password', body)).data;
