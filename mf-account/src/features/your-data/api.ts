import { apiPost, http, type RequestContext } from '@storefront/shared/api';
import type { CloseAccountCodeRequest, CloseAccountRequest, EmailCodeSent } from '@storefront/shared/schemas/auth';

/** The account's data file as the server names it (Content-Disposition) and its text. */
export interface DataFile {
  fileName: string;
  text: string;
}

export async function fetchDataFile(context: RequestContext): Promise<DataFile> {
  const res = await http.get('/api/user/data', { context });
  const fileName = /filename="([^"]+)"/.exec(String(res.headers['content-disposition'] ?? ''))?.[1] ?? 'storefront-data.json';
  return { fileName, text: `${JSON.stringify(res.data.data, null, 2)}\n` };
}

/** Refusals (wrong password, an open order, too many tries, mail down) come back as errors carrying the server's message. */
export const sendCloseCode = async (context: RequestContext, body: CloseAccountCodeRequest): Promise<EmailCodeSent> =>
  (await apiPost<EmailCodeSent>(context, '/api/user/close/code', body, { expect: [400, 409, 429, 503] })).data;

export const closeAccount = async (context: RequestContext, body: CloseAccountRequest): Promise<string> =>
  (await apiPost<null>(context, '/api/user/close', body, { expect: [400, 409, 429] })).msg;
