import { apiGet, apiPost, type RequestContext } from '@storefront/shared/api';
import type { CartViewLine } from '@storefront/shared/schemas/cart';
import type { Order, OrderListItem, OrderStatus } from '@storefront/shared/schemas/checkout';
import type { Paged } from '@storefront/shared/schemas/common';

export const fetchOrders = async (context: RequestContext, { page, size, status }: { page: number; size: number; status: OrderStatus | null }) =>
  (await apiGet<Paged<OrderListItem>>(context, '/api/order', { page, size, ...(status ? { status } : {}) })).data;
export const fetchOrder = async (context: RequestContext, id: number) => (await apiGet<Order>(context, `/api/order/${id}`)).data;
export const cancelOrder = async (context: RequestContext, id: number) => (await apiPost<Order>(context, `/api/order/${id}/cancel`)).data;
export const confirmReceipt = async (context: RequestContext, id: number) => (await apiPost<Order>(context, `/api/order/${id}/receive`)).data;
export const reorder = async (context: RequestContext, id: number) =>
  (await apiPost<{ lines: CartViewLine[]; skipped: { skuId: number; name: string; reason: string }[] }>(context, `/api/order/${id}/reorder`)).data;
/** The payment page speaks the shopper's language. */
export const startPayment = async (context: RequestContext, orderId: number) =>
  (await apiPost<{ payUrl: string; serialNumber: string }>(context, '/api/pay/start', { orderId, locale: context.locale })).data;
