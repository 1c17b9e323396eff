import { apiPost } from '@storefront/shared/api';
import type { PayCallback } from '@storefront/shared/schemas/checkout';

/** The API verifies the signed result the provider sent the shopper back with; a bad one answers 400. */
/** A new payment attempt for an unpaid order: where to pay. */
export const startPayment = async ({ orderId, locale }: { orderId: number; locale: string }) =>
  (await apiPost<{ payUrl: string; serialNumber: string }>('/api/pay/start', { orderId, locale })).data;

export const verifyResult = async (params: Record<string, string>) => (await apiPost<PayCallback>('/api/pay/callback', params, { expect: [400] })).data;
