import { apiPut, type RequestContext } from '@storefront/shared/api';
import type { ChangePasswordRequest } from '@storefront/shared/schemas/auth';

export const changePassword = async (context: RequestContext, body: ChangePasswordRequest) => (await apiPut<unknown>(context, '/api/user/password', body)).data;
