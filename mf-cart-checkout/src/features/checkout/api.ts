import { apiGet, apiPost, type Envelope, type RequestContext } from '@storefront/shared/api';
import type { Address, AddressInput, Order, PaymentMethod, Quote, QuoteBody, UserCoupon } from '@storefront/shared/schemas/checkout';
import type { GuestOrderCreateBody, GuestQuoteBody } from '@storefront/shared/schemas/guest';

export const fetchAddresses = async (context: RequestContext) => (await apiGet<Address[]>(context, '/api/user/address')).data;
export const createAddress = async (context: RequestContext, input: AddressInput) => (await apiPost<Address>(context, '/api/user/address', input)).data;
export const fetchPaymentMethods = async (context: RequestContext) => (await apiGet<PaymentMethod[]>(context, '/api/pay/methods')).data;
export const fetchQuote = async (context: RequestContext, body: QuoteBody) => (await apiPost<Quote>(context, '/api/order/quote', body)).data;
export const claimCoupon = async (context: RequestContext, code: string) => (await apiPost<UserCoupon>(context, '/api/user/coupon/claim', { code })).data;

export interface CreateAnswer {
  order: Order;
  payClosed: boolean;
}
/** Body status 400 comes back (not thrown) with the server's msg: stock, address, code or payment method. */
export const createOrder = (
  context: RequestContext,
  { body, key }: { body: QuoteBody & { note: string }; key: string },
): Promise<Envelope<CreateAnswer | null>> => apiPost<CreateAnswer | null>(context, '/api/order/create', body, { headers: { 'Idempotency-Key': key } });

/** The payment page speaks the shopper's language. */
export const startPayment = async (context: RequestContext, orderId: number) =>
  (await apiPost<{ payUrl: string; serialNumber: string }>(context, '/api/pay/start', { orderId, locale: context.locale })).data;

// Guest checkout (docs/adr/0039): the browser's lines and a typed address instead of the stored cart.

export const fetchGuestQuote = async (context: RequestContext, body: GuestQuoteBody) => (await apiPost<Quote>(context, '/api/guest/order/quote', body)).data;

export interface GuestCreateAnswer extends CreateAnswer {
  /** Opens the order's page (guest/order#token); the order mail carries a link of its own. */
  token: string;
}
/** Body status 400 (and 429 over a limit, body 400) comes back with the server's msg. */
export const createGuestOrder = (
  context: RequestContext,
  { body, key }: { body: GuestOrderCreateBody; key: string },
): Promise<Envelope<GuestCreateAnswer | null>> =>
  apiPost<GuestCreateAnswer | null>(context, '/api/guest/order/create', body, { headers: { 'Idempotency-Key': key } });

export const startGuestPayment = async (context: RequestContext, token: string) =>
  (await apiPost<{ payUrl: string; serialNumber: string }>(context, '/api/guest/order/pay', { locale: context.locale }, { headers: { 'Order-Token': token } }))
    .data;
