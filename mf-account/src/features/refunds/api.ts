import { apiGet, apiPost } from '@storefront/shared/api';
import type { Order, Refund } from '@storefront/shared/schemas/checkout';

export const fetchOrder = async (id: number) => (await apiGet<Order>(`/api/order/${id}`)).data;
export const fetchRefunds = async () => (await apiGet<Refund[]>('/api/order/refunds')).data;
export const applyRefund = async ({ orderId, reason, amount }: { orderId: number; reason: string; amount: number }) =>
  (await apiPost<Order>(`/api/order/${orderId}/refund`, { reason, amount })).data;
