import { apiDelete, apiGet, apiPost } from '@storefront/shared/api';
import type { MailPage } from '@storefront/shared/schemas/account';

export const fetchMail = async ({ page, size }: { page: number; size: number }) => (await apiGet<MailPage>('/api/user/mail', { page, size })).data;
export const markRead = async (id: number) => (await apiPost<{ id: number; unread: number }>(`/api/user/mail/${id}/read`)).data;
export const deleteMail = async (id: number) => (await apiDelete<{ id: number; unread: number }>(`/api/user/mail/${id}`)).data;
