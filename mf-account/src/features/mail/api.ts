import { apiDelete, apiGet, apiPost, type RequestContext } from '@storefront/shared/api';
import type { MailPage } from '@storefront/shared/schemas/account';

export const fetchMail = async (context: RequestContext, { page, size }: { page: number; size: number }) =>
  (await apiGet<MailPage>(context, '/api/user/mail', { page, size })).data;
export const markRead = async (context: RequestContext, id: number) =>
  (await apiPost<{ id: number; unread: number }>(context, `/api/user/mail/${id}/read`)).data;
export const deleteMail = async (context: RequestContext, id: number) =>
  (await apiDelete<{ id: number; unread: number }>(context, `/api/user/mail/${id}`)).data;
