import { apiPost, type RequestContext } from '@storefront/shared/api';
import type { ResetPasswordRequest } from '@storefront/shared/schemas/auth';

/** A refusal (wrong or expired code) comes back as an error carrying the server's message, shown by the form. */
export const resetPassword = async (context: RequestContext, body: ResetPasswordRequest): Promise<void> => {
  await apiPost<null>(context, '/api/user/password/reset', body, { expect: [400] });
};
