import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { Address, AddressInput, Order, PaymentMethod, Quote, QuoteBody } from '@storefront/shared/schemas/checkout';
import { $moneyType, $webPayclose, createApiEffect } from '@storefront/shared/store';
import * as api from './api';

/** `?items=` of shop/placeAnOrder: the SKU ids chosen in the cart. */
export function parseItems(value: string | null): number[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ];
}

export type Step = 'information' | 'shipping';
/** Message keys of this namespace, or a message the server worded. */
export type Notice = { key: 'checkout.chooseAddress' | 'checkout.selectPayment' } | { text: string } | null;

export const checkoutOpened = createEvent<{ skuIds: number[] }>();
export const checkoutClosed = createEvent();
export const addressChosen = createEvent<number>();
export const addressFormToggled = createEvent<boolean>();
export const addressSubmitted = createEvent<AddressInput>();
export const continueClicked = createEvent();
export const backClicked = createEvent();
export const noteChanged = createEvent<string>();
export const couponChosen = createEvent<number | null>();
export const codeSubmitted = createEvent<string>();
export const methodChosen = createEvent<string>();
export const confirmClicked = createEvent();

export const loadAddressesFx = createApiEffect(api.fetchAddresses);
export const saveAddressFx = createApiEffect(api.createAddress);
export const loadMethodsFx = createApiEffect(api.fetchPaymentMethods);
export const quoteFx = createApiEffect(api.fetchQuote);
export const claimFx = createApiEffect(api.claimCoupon);
export const createFx = createApiEffect(api.createOrder);
export const startPaymentFx = createApiEffect(api.startPayment);
/** Opens the hosted pay page in a new tab; a blocked pop-up leaves the To Pay link. */
export const openPayPageFx = createEffect((payUrl: string) => {
  window.open(payUrl, '_blank');
});
/** One key per checkout: a double click, or a retry after a lost answer, makes one order. */
export const newKeyFx = createEffect(() =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`,
);

export const $skuIds = createStore<number[]>([])
  .on(checkoutOpened, (_, p) => p.skuIds)
  .reset(checkoutClosed);
export const $idempotencyKey = createStore('')
  .on(newKeyFx.doneData, (_, key) => key)
  .reset(checkoutClosed);
export const $step = createStore<Step>('information')
  .on(backClicked, () => 'information')
  .reset(checkoutOpened, checkoutClosed);
export const $addresses = createStore<Address[]>([])
  .on(loadAddressesFx.doneData, (_, list) => list)
  .on(saveAddressFx.doneData, (list, added) => [...list.map((a) => (added.isDefault ? { ...a, isDefault: false } : a)), added])
  .reset(checkoutClosed);
export const $addressId = createStore<number | null>(null)
  .on(addressChosen, (_, id) => id)
  .on(loadAddressesFx.doneData, (current, list) =>
    current && list.some((a) => a.id === current) ? current : ((list.find((a) => a.isDefault) ?? list[0])?.id ?? null),
  )
  .on(saveAddressFx.doneData, (_, added) => added.id)
  .reset(checkoutClosed);
export const $addressFormOpen = createStore(false)
  .on(addressFormToggled, (_, open) => open)
  .on(loadAddressesFx.doneData, (open, list) => open || list.length === 0)
  .on(saveAddressFx.done, () => false)
  .reset(checkoutClosed);
export const $savingAddress = saveAddressFx.pending;
export const $methods = createStore<PaymentMethod[]>([]).on(loadMethodsFx.doneData, (_, list) => list);
export const $method = createStore<string | null>(null)
  .on(methodChosen, (_, code) => code)
  .reset(checkoutClosed);
export const $couponId = createStore<number | null>(null)
  .on(couponChosen, (_, id) => id)
  .on(claimFx.doneData, (_, coupon) => coupon.id)
  .reset(checkoutClosed);
export const $note = createStore('')
  .on(noteChanged, (_, note) => note.slice(0, 300))
  .reset(checkoutClosed);
export const $claiming = claimFx.pending;

export const $quoteParams = combine(
  { skuIds: $skuIds, addressId: $addressId, userCouponId: $couponId, paymentMethod: $method, moneyType: $moneyType },
  (p): QuoteBody => ({
    skuIds: p.skuIds,
    addressId: p.addressId ?? undefined,
    userCouponId: p.userCouponId,
    paymentMethod: p.paymentMethod ?? undefined,
    currency: p.moneyType.currency,
  }),
);
export const $quote = createStore<Quote | null>(null).reset(checkoutClosed);
export const $quoteFailed = createStore(false)
  .on(quoteFx.fail, () => true)
  .on(quoteFx.done, () => false)
  .reset(checkoutClosed);
export const $quoting = quoteFx.pending;

export const $created = createStore<{ order: Order; payClosed: boolean } | null>(null).reset(checkoutOpened, checkoutClosed);
export const $payUrl = createStore<string | null>(null)
  .on(startPaymentFx.doneData, (_, r) => r.payUrl)
  .reset(checkoutOpened, checkoutClosed);
export const $creating = combine(createFx.pending, startPaymentFx.pending, (a, b) => a || b);
export const $notice = createStore<Notice>(null).reset(checkoutOpened, checkoutClosed, addressChosen, methodChosen, saveAddressFx.done);
/** Online payment is switched off (webPayclose=1): paying is not offered. */
export const $payClosed = combine($webPayclose, $created, (closed, created) => closed === 1 || !!created?.payClosed);

// Opening: addresses, payment methods and a key for this checkout.
sample({ clock: checkoutOpened, target: [loadAddressesFx, loadMethodsFx, newKeyFx] });

// Every change of what the summary depends on asks the server again; only the answer to the latest question
// is kept. Another currency starts the page again, which asks for the summary in it.
sample({
  clock: [loadAddressesFx.done, addressChosen, saveAddressFx.done, couponChosen, claimFx.done, methodChosen],
  source: $quoteParams,
  filter: (p) => p.skuIds.length > 0,
  target: quoteFx,
});
sample({
  clock: quoteFx.done,
  source: $quoteParams,
  filter: (current, { params }) => JSON.stringify(current) === JSON.stringify(params),
  fn: (_, { result }) => result,
  target: $quote,
});
// A promo code the server did not apply (minimum spend no longer met) is unselected.
sample({
  clock: $quote,
  source: $couponId,
  filter: (chosen, q) => chosen !== null && q !== null && q.userCouponId !== chosen,
  fn: () => null,
  target: $couponId,
});

sample({ clock: addressSubmitted, target: saveAddressFx });
sample({ clock: codeSubmitted, filter: (code) => code.trim().length > 0, fn: (code) => code.trim(), target: claimFx });

sample({ clock: continueClicked, source: $addressId, filter: (id) => id === null, fn: (): Notice => ({ key: 'checkout.chooseAddress' }), target: $notice });
// Continue pressed before the address book arrived asked for an address; once one is chosen the request is moot.
sample({
  clock: $addressId.updates,
  source: $notice,
  filter: (notice, id) => id !== null && notice !== null && 'key' in notice && notice.key === 'checkout.chooseAddress',
  fn: (): Notice => null,
  target: $notice,
});
sample({ clock: continueClicked, source: $addressId, filter: (id) => id !== null, fn: (): Step => 'shipping', target: $step });

const confirm = sample({ clock: confirmClicked, source: { params: $quoteParams, note: $note, key: $idempotencyKey, busy: $creating, created: $created } });
sample({ clock: confirm, filter: (s) => !s.params.paymentMethod, fn: (): Notice => ({ key: 'checkout.selectPayment' }), target: $notice });
sample({
  clock: confirm,
  filter: (s) => !!s.params.paymentMethod && !s.params.addressId,
  fn: (): Notice => ({ key: 'checkout.chooseAddress' }),
  target: $notice,
});
sample({
  clock: confirm,
  filter: (s) => !!s.params.paymentMethod && !!s.params.addressId && !s.busy && !s.created,
  fn: (s) => ({ body: { ...s.params, note: s.note }, key: s.key }),
  target: createFx,
});
sample({ clock: createFx.doneData, filter: (env) => env.status !== 200, fn: (env): Notice => ({ text: env.msg }), target: $notice });
/** The server made the order and took the bought lines out of the customer's cart. */
export const orderCreated = sample({ clock: createFx.doneData, filter: (env) => env.status === 200 && env.data !== null, fn: (env) => env.data! });
sample({ clock: orderCreated, target: $created });
sample({ clock: orderCreated, filter: (r) => !r.payClosed, fn: (r) => r.order.id, target: startPaymentFx });
sample({ clock: startPaymentFx.doneData, fn: (r) => r.payUrl, target: openPayPageFx });
