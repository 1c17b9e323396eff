import { apiGet, apiPost } from '@storefront/shared/api';
import type { Captcha, EmailCodeRequest, EmailCodeSent } from '@storefront/shared/schemas/auth';

export const fetchCaptcha = async (): Promise<Captcha> => (await apiGet<Captcha>('/api/captcha')).data;

/** Refusals (wrong image code, address taken, too many sends) come back as errors to show by the field. */
export const sendEmailCode = async (body: EmailCodeRequest): Promise<EmailCodeSent> =>
  (await apiPost<EmailCodeSent>('/api/code/email', body, { expect: [400, 429, 503] })).data;
