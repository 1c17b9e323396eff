import { apiGet, apiPost, type RequestContext } from '@storefront/shared/api';
import type { PayAttempt, PayCallback } from '@storefront/shared/schemas/checkout';

/** A new payment attempt for an unpaid order: where to pay, in the shopper's language. */
export const startPayment = async (context: RequestContext, orderId: number) =>
  (await apiPost<{ payUrl: string; serialNumber: string }>(context, '/api/pay/start', { orderId, locale: context.locale })).data;

/** The API verifies the signed result the provider sent the shopper back with; a bad one answers 400. */
export const verifyResult = async (context: RequestContext, params: Record<string, string>) =>
  (await apiPost<PayCallback>(context, '/api/pay/callback', params, { expect: [400] })).data;

/** Where an attempt stands as the shop knows it, for a provider whose return carries no decision. */
export const attemptState = async (context: RequestContext, serial: string) =>
  (await apiGet<PayAttempt>(context, `/api/pay/attempt/${encodeURIComponent(serial)}`)).data;
