import { apiGet, apiPost, type RequestContext } from '@storefront/shared/api';
import type { Captcha, EmailCodeRequest, EmailCodeSent } from '@storefront/shared/schemas/auth';

export const fetchCaptcha = async (context: RequestContext): Promise<Captcha> => (await apiGet<Captcha>(context, '/api/captcha')).data;

/** Refusals (wrong image code, address taken, too many sends) come back as errors to show by the field. */
export const sendEmailCode = async (context: RequestContext, body: EmailCodeRequest): Promise<EmailCodeSent> =>
  (await apiPost<EmailCodeSent>(context, '/api/code/email', body, { expect: [400, 429, 503] })).data;
