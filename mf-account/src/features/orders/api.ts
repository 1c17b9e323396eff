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

// A guest's order through its link (docs/adr/0039): the token goes as a header, never in a URL.
const asGuest = (token: string) => ({ headers: { 'Order-Token': token }, expect: [404] });
export const fetchGuestOrder = async (context: RequestContext, token: string) =>
  (await apiGet<Order>(context, '/api/guest/order', undefined, asGuest(token))).data;
export const guestOrderAction = async (
  context: RequestContext,
  { token, action, body }: { token: string; action: 'cancel' | 'receive' | 'refund'; body?: { reason: string; amount: number } },
) => (await apiPost<Order>(context, `/api/guest/order/${action}`, body, asGuest(token))).data;
export const startGuestPayment = async (context: RequestContext, token: string) =>
  (await apiPost<{ payUrl: string; serialNumber: string }>(context, '/api/guest/order/pay', { locale: context.locale }, asGuest(token))).data;
/** The answer is worded alike whether or not the address has orders. */
export const requestOrderLinks = async (context: RequestContext, email: string) =>
  (await apiPost<null>(context, '/api/guest/order/link', { email, locale: context.locale })).msg;
