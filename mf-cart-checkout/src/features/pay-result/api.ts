import { apiPost } from '@storefront/shared/api';
import type { PayCallback } from '@storefront/shared/schemas/checkout';

/** The API verifies the signed result the provider sent the shopper back with; a bad one answers 400. */
export const verifyResult = async (params: Record<string, string>) => (await apiPost<PayCallback>('/api/pay/callback', params, { expect: [400] })).data;
