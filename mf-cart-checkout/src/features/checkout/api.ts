import { apiGet, apiPost, type Envelope } from '@storefront/shared/api';
import type { Address, AddressInput, Order, PaymentMethod, Quote, QuoteBody, UserCoupon } from '@storefront/shared/schemas/checkout';

export const fetchAddresses = async () => (await apiGet<Address[]>('/api/user/address')).data;
export const createAddress = async (input: AddressInput) => (await apiPost<Address>('/api/user/address', input)).data;
export const fetchPaymentMethods = async () => (await apiGet<PaymentMethod[]>('/api/pay/methods')).data;
export const fetchQuote = async (body: QuoteBody) => (await apiPost<Quote>('/api/order/quote', body)).data;
export const claimCoupon = async (code: string) => (await apiPost<UserCoupon>('/api/user/coupon/claim', { code })).data;

export interface CreateAnswer {
  order: Order;
  payClosed: boolean;
}
/** Body status 400 comes back (not thrown) with the server's msg: stock, address, code or payment method. */
export const createOrder = (body: QuoteBody & { note: string }, idempotencyKey: string): Promise<Envelope<CreateAnswer | null>> =>
  apiPost<CreateAnswer | null>('/api/order/create', body, { headers: { 'Idempotency-Key': idempotencyKey } });

export const startPayment = async (orderId: number, locale: string) =>
  (await apiPost<{ payUrl: string; serialNumber: string }>('/api/pay/start', { orderId, locale })).data;
