import type { z } from 'zod';
import type { Paged } from '@storefront/shared/schemas/common';
import type { ConsoleOrder, orderChangeSchema } from '@storefront/shared/schemas/backoffice';
import type { OrderStatus } from '@storefront/shared/schemas/checkout';
import { get, post } from '../../lib/api';

type OrderChange = z.infer<typeof orderChangeSchema>;
export interface OrderQuery {
  q?: string;
  status?: OrderStatus;
  page: number;
  size: number;
}

export const searchOrders = (query: OrderQuery) => get<Paged<ConsoleOrder>>('/orders', { ...query });
const path = (orderNo: string, action: string) => `/orders/${encodeURIComponent(orderNo)}/${action}`;
export const shipOrder = (orderNo: string, body: { carrier: string; trackingNo: string }) => post<OrderChange>(path(orderNo, 'ship'), body);
export const cancelOrder = (orderNo: string) => post<OrderChange>(path(orderNo, 'cancel'));
export const decideRefund = (orderNo: string, body: { decision: 'settle' | 'refuse'; reason: string }) => post<OrderChange>(path(orderNo, 'refund'), body);
