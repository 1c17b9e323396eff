import { apiGet, apiPost, type RequestContext } from '@storefront/shared/api';
import type { Order, Refund } from '@storefront/shared/schemas/checkout';

export const fetchOrder = async (context: RequestContext, id: number) => (await apiGet<Order>(context, `/api/order/${id}`)).data;
export const fetchRefunds = async (context: RequestContext) => (await apiGet<Refund[]>(context, '/api/order/refunds')).data;
export const applyRefund = async (context: RequestContext, { orderId, reason, amount }: { orderId: number; reason: string; amount: number }) =>
  (await apiPost<Order>(context, `/api/order/${orderId}/refund`, { reason, amount })).data;
