import { apiGet, apiPost } from '@storefront/shared/api';
import type { Locale } from '@storefront/shared/routes';
import type { CartViewLine } from '@storefront/shared/schemas/cart';
import type { Order, OrderListItem, OrderStatus } from '@storefront/shared/schemas/checkout';
import type { Paged } from '@storefront/shared/schemas/common';

export const fetchOrders = async ({ page, size, status }: { page: number; size: number; status: OrderStatus | null }) =>
  (await apiGet<Paged<OrderListItem>>('/api/order', { page, size, ...(status ? { status } : {}) })).data;
export const fetchOrder = async (id: number) => (await apiGet<Order>(`/api/order/${id}`)).data;
export const cancelOrder = async (id: number) => (await apiPost<Order>(`/api/order/${id}/cancel`)).data;
export const confirmReceipt = async (id: number) => (await apiPost<Order>(`/api/order/${id}/receive`)).data;
export const reorder = async (id: number) =>
  (await apiPost<{ lines: CartViewLine[]; skipped: { skuId: number; name: string; reason: string }[] }>(`/api/order/${id}/reorder`)).data;
export const startPayment = async ({ orderId, locale }: { orderId: number; locale: Locale }) =>
  (await apiPost<{ payUrl: string; serialNumber: string }>('/api/pay/start', { orderId, locale })).data;
