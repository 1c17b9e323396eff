import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine, CartView } from '@storefront/shared/schemas/cart';
import { $token, localeChosen } from '@storefront/shared/store';
import { $checked, previewFx, syncFx, type SyncOp } from '../features/cart/model';
import { $lines, $selected, lineToggled, quantityChanged } from '../features/cart/selection';
import { changeLanguage, leavePage, startPage } from '../test/page-start';
import { goodCartStarted } from './good-cart.model';

const line = (skuId: number, priceWhenAdded: number): CartLine => ({
  productId: skuId,
  skuId,
  quantity: 1,
  priceWhenAdded,
  options: { colour: 'red' },
  stock: 9,
  addedAt: 1,
});
/** Today's figures: every price up by 100, names in the asked language. */
const today =
  (lang: () => string) =>
  async (lines: CartLine[]): Promise<CartView> => ({
    lines: lines.map((l) => ({
      ...l,
      name: `${lang()} ${l.skuId}`,
      image: '',
      spec: { [`${lang()} colour`]: `${lang()} red` },
      currentPrice: l.priceWhenAdded + 100,
      available: true,
    })),
  });

/** A visitor's lines are kept in this browser; a customer's come from the server, in the asked language. */
function setup(loggedIn: boolean) {
  let lang = 'en';
  const lines = [line(1, 1000), line(2, 500)];
  if (!loggedIn) localStorage.setItem('cart', JSON.stringify(lines));
  const preview = vi.fn(today(() => lang));
  const sync = vi.fn(async (op: SyncOp): Promise<CartView> => {
    const answer = await today(() => lang)(lines);
    if (op.kind === 'quantity') answer.lines = answer.lines.map((l) => (l.skuId === op.skuId ? { ...l, quantity: op.quantity, stock: 3 } : l));
    return answer;
  });
  const scope = fork({
    values: [[$token, loggedIn ? 'token' : null]],
    handlers: [
      [previewFx, preview],
      [syncFx, sync],
    ],
  });
  return { scope, preview, sync, setLang: (l: string) => (lang = l) };
}

afterEach(() => localStorage.clear());

describe('cart page start', () => {
  it("shows today's price and stock of every line, all of them ticked", async () => {
    const { scope, preview, sync } = setup(false);
    await startPage(scope, 'GoodCart', goodCartStarted);
    expect(preview).toHaveBeenCalledTimes(1);
    expect(scope.getState($lines).map((l) => [l.skuId, l.currentPrice, l.priceWhenAdded])).toEqual([
      [1, 1100, 1000],
      [2, 600, 500],
    ]);
    expect(scope.getState($selected)).toEqual([1, 2]);
    // A visitor's cart lives in the browser only.
    expect(sync).not.toHaveBeenCalled();
  });

  it("reads a customer's cart back from the server, once, and shows its answer", async () => {
    const { scope, sync, preview } = setup(true);
    await startPage(scope, 'GoodCart', goodCartStarted);
    expect(sync.mock.calls.map((c) => c[0])).toEqual([{ kind: 'fetch' }]);
    expect(preview).not.toHaveBeenCalled();
    expect(scope.getState($lines).map((l) => [l.skuId, l.name, l.currentPrice])).toEqual([
      [1, 'en 1', 1100],
      [2, 'en 2', 600],
    ]);
  });

  it("a customer's quantity change is one request, and its answer is the line shown", async () => {
    const { scope, sync, preview } = setup(true);
    await startPage(scope, 'GoodCart', goodCartStarted);
    sync.mockClear();
    await allSettled(quantityChanged, { scope, params: { skuId: 1, quantity: 2 } });
    expect(sync.mock.calls.map((c) => c[0])).toEqual([{ kind: 'quantity', skuId: 1, quantity: 2 }]);
    expect(preview).not.toHaveBeenCalled();
    expect(scope.getState($lines)[0]).toMatchObject({ skuId: 1, quantity: 2, stock: 3, name: 'en 1' });
  });

  it('an empty cart is known at once, with no request (the page shows it empty, not loading)', async () => {
    const api = await import('../features/cart/api');
    const sent = vi.spyOn(api, 'previewCart');
    const scope = fork({ values: [[$token, null]] });
    await startPage(scope, 'GoodCart', goodCartStarted);
    expect(scope.getState($checked)).toBe(true);
    expect(scope.getState($lines)).toEqual([]);
    expect(sent).not.toHaveBeenCalled();
    sent.mockRestore();
  });

  it("a visitor's quantity change sends no request", async () => {
    const { scope, sync, preview } = setup(false);
    await startPage(scope, 'GoodCart', goodCartStarted);
    await allSettled(quantityChanged, { scope, params: { skuId: 1, quantity: 2 } });
    expect(preview).toHaveBeenCalledTimes(1);
    expect(sync).not.toHaveBeenCalled();
    expect(scope.getState($lines)[0]).toMatchObject({ skuId: 1, quantity: 2, name: 'en 1' });
  });

  it('leaving the page ticks unticked lines again for the next visit', async () => {
    const { scope } = setup(false);
    await startPage(scope, 'GoodCart', goodCartStarted);
    await allSettled(lineToggled, { scope, params: 2 });
    expect(scope.getState($selected)).toEqual([1]);
    await leavePage(scope);
    await startPage(scope, 'GoodCart', goodCartStarted);
    expect(scope.getState($selected)).toEqual([1, 2]);
  });

  it('another language checks the lines again, with their names in it, only while the cart is shown', async () => {
    const { scope, preview, setLang } = setup(false);
    await startPage(scope, 'GoodCart', goodCartStarted);
    setLang('de');
    await changeLanguage(scope, goodCartStarted, 'de');
    expect(preview).toHaveBeenCalledTimes(2);
    expect(scope.getState($lines).map((l) => l.name)).toEqual(['de 1', 'de 2']);
    expect(scope.getState($lines)[0].spec).toEqual({ 'de colour': 'de red' });
    await leavePage(scope);
    await allSettled(localeChosen, { scope, params: 'fr' });
    expect(preview).toHaveBeenCalledTimes(2);
  });
});
