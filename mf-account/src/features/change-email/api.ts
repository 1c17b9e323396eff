import { apiPost, apiPut, type RequestContext } from '@storefront/shared/api';
import type { Profile } from '@storefront/shared/schemas/account';
import type { EmailChangeCodeRequest, EmailChangeRequest, EmailCodeSent } from '@storefront/shared/schemas/auth';

/** Refusals (wrong password, too many tries, mail down) come back as errors carrying the server's message. */
export const sendChangeCode = async (context: RequestContext, body: EmailChangeCodeRequest): Promise<EmailCodeSent> =>
  (await apiPost<EmailCodeSent>(context, '/api/user/email/code', body, { expect: [400, 429, 503] })).data;

export const changeEmail = async (context: RequestContext, body: EmailChangeRequest): Promise<Profile> =>
  (await apiPut<Profile>(context, '/api/user/email', body, { expect: [400, 409, 429] })).data;
