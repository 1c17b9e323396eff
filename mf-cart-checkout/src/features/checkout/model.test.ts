import { allSettled, fork, scopeBind } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Address, Order, PaymentMethod, Quote, QuoteBody } from '@storefront/shared/schemas/checkout';
import { $moneyType } from '@storefront/shared/store';
import {
  $addressId,
  $created,
  $notice,
  $payUrl,
  $quote,
  $step,
  checkoutOpened,
  claimFx,
  confirmClicked,
  continueClicked,
  createFx,
  loadAddressesFx,
  loadMethodsFx,
  methodChosen,
  newKeyFx,
  openPayPageFx,
  parseItems,
  quoteFx,
  startPaymentFx,
} from './model';

const address = (id: number, isDefault = false): Address => ({
  id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  consignee: 'Ada Lovelace',
  country: 'US',
  region: 'NY',
  city: 'New York',
  line: '1 Main St',
  phone: '+12125550100',
  postcode: '10001',
  isDefault,
  createdAt: 1,
});
const methods: PaymentMethod[] = [{ code: 'card', name: 'Card', feeFixed: 0, feeRate: 0 }];
const quoteFor = (body: QuoteBody): Quote => ({
  items: [],
  subtotal: 1000,
  freight: 0,
  serviceCharge: 0,
  tax: 0,
  discount: 0,
  actualPayment: 1000,
  local: { subtotal: 920, freight: 0, serviceCharge: 0, tax: 0, discount: 0, actualPayment: 920 },
  currency: body.currency ?? 'USD',
  symbol: '€',
  exRate: 0.92,
  taxRate: 0,
  country: 'US',
  freeFreightOver: null,
  paymentMethod: body.paymentMethod ?? null,
  userCouponId: null,
  coupons: [],
});
const order = { id: 41, orderNo: 'SF250101-ABCDEF', items: [{ skuId: 5 }] } as unknown as Order;

function setup(create: (p: { body: QuoteBody & { note: string }; key: string }) => unknown) {
  const calls = { quotes: [] as QuoteBody[], creates: [] as { body: unknown; key: string }[], opened: [] as string[] };
  const scope = fork({
    values: [[$moneyType, { cid: 2, currency: 'EUR', ex_rate: 0.92, flag: '', id: 2, symbol: '€', uid: 0 }]],
    handlers: [
      [loadAddressesFx, async () => [address(1), address(2, true)]],
      [loadMethodsFx, async () => methods],
      [newKeyFx, () => 'key-123'],
      [quoteFx, async (body: QuoteBody) => (calls.quotes.push(body), quoteFor(body))],
      [claimFx, async () => ({ id: 9 })],
      [createFx, async (p: { body: QuoteBody & { note: string }; key: string }) => (calls.creates.push(p), create(p))],
      [startPaymentFx, async () => ({ payUrl: '/api/pay/sandbox/PAYX', serialNumber: 'PAYX' })],
      [openPayPageFx, (url: string) => void calls.opened.push(url)],
    ],
  });
  return { scope, calls };
}

describe('place an order', () => {
  it('reads the chosen SKU ids from ?items=', () => {
    expect(parseItems('3,1,3,x,-2')).toEqual([3, 1]);
    expect(parseItems(null)).toEqual([]);
  });

  it('chooses the default address and asks the server for the summary in the chosen currency', async () => {
    const { scope, calls } = setup(() => null);
    await allSettled(checkoutOpened, { scope, params: { skuIds: [5] } });
    expect(scope.getState($addressId)).toBe(2);
    expect(calls.quotes.at(-1)).toEqual({ skuIds: [5], addressId: 2, userCouponId: null, paymentMethod: undefined, currency: 'EUR' });
    expect(scope.getState($quote)?.local.actualPayment).toBe(920);
    await allSettled(continueClicked, { scope });
    expect(scope.getState($step)).toBe('shipping');
  });

  it('Continue pressed before the address book arrived asks for an address until the default is chosen', async () => {
    let arrive: (list: Address[]) => void = () => {};
    const early = fork({
      handlers: [
        [loadAddressesFx, () => new Promise<Address[]>((r) => (arrive = r))],
        [loadMethodsFx, async () => methods],
        [quoteFx, async (body: QuoteBody) => quoteFor(body)],
      ],
    });
    const opening = allSettled(checkoutOpened, { scope: early, params: { skuIds: [5] } });
    // allSettled would wait for the address book too: the click lands while it is on its way.
    scopeBind(continueClicked, { scope: early })();
    expect(early.getState($notice)).toEqual({ key: 'checkout.chooseAddress' });
    arrive([address(1), address(2, true)]);
    await opening;
    expect(early.getState($addressId)).toBe(2);
    expect(early.getState($notice)).toBeNull();
    expect(early.getState($step)).toBe('information');
  });

  it('"please select payment method" until one is chosen; then one order per key, the pay page opens', async () => {
    const { scope, calls } = setup(() => ({ status: 200, msg: 'ok', data: { order, payClosed: false } }));
    await allSettled(checkoutOpened, { scope, params: { skuIds: [5] } });
    await allSettled(confirmClicked, { scope });
    expect(scope.getState($notice)).toEqual({ key: 'checkout.selectPayment' });
    expect(calls.creates).toEqual([]);

    await allSettled(methodChosen, { scope, params: 'card' });
    await allSettled(confirmClicked, { scope });
    expect(calls.creates).toEqual([
      { body: expect.objectContaining({ skuIds: [5], addressId: 2, paymentMethod: 'card', currency: 'EUR', note: '' }), key: 'key-123' },
    ]);
    expect(scope.getState($created)?.order.orderNo).toBe('SF250101-ABCDEF');
    expect(scope.getState($payUrl)).toBe('/api/pay/sandbox/PAYX');
    expect(calls.opened).toEqual(['/api/pay/sandbox/PAYX']);
    // A second click after creation makes nothing new.
    await allSettled(confirmClicked, { scope });
    expect(calls.creates).toHaveLength(1);
  });

  it("shows the server's 400 msg and creates nothing", async () => {
    const { scope } = setup(() => ({ status: 400, msg: 'Not enough stock for Lamp: 0 left', data: null }));
    await allSettled(checkoutOpened, { scope, params: { skuIds: [5] } });
    await allSettled(methodChosen, { scope, params: 'card' });
    await allSettled(confirmClicked, { scope });
    expect(scope.getState($notice)).toEqual({ text: 'Not enough stock for Lamp: 0 left' });
    expect(scope.getState($created)).toBeNull();
  });

  it('with payment closed, the order is created and no pay page opens', async () => {
    const { scope, calls } = setup(() => ({ status: 200, msg: 'ok', data: { order, payClosed: true } }));
    await allSettled(checkoutOpened, { scope, params: { skuIds: [5] } });
    await allSettled(methodChosen, { scope, params: 'card' });
    await allSettled(confirmClicked, { scope });
    expect(scope.getState($created)?.payClosed).toBe(true);
    expect(calls.opened).toEqual([]);
  });
});
