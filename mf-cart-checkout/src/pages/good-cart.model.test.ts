import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { CartLine, CartView } from '@storefront/shared/schemas/cart';
import { $cart, $token, localeChosen } from '@storefront/shared/store';
import { readOwnerFx, syncFx, writeOwnerFx, type SyncOp } from '../features/cart-sync/model';
import { $lines, $selected, lineToggled, previewFx } from '../features/cart/model';
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

function setup(loggedIn: boolean) {
  let lang = 'en';
  const preview = vi.fn(today(() => lang));
  const sync = vi.fn(async (_op: SyncOp): Promise<CartView> => ({ lines: [] }));
  const scope = fork({
    values: [
      [$cart, [line(1, 1000), line(2, 500)]],
      [$token, loggedIn ? 'token' : null],
    ],
    handlers: [
      [previewFx, preview],
      [syncFx, sync],
      [readOwnerFx, () => (loggedIn ? '7' : null)],
      [writeOwnerFx, () => undefined],
    ],
  });
  return { scope, preview, sync, setLang: (l: string) => (lang = l) };
}

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

  it("reads a customer's cart back from the server", async () => {
    const { scope, sync } = setup(true);
    await startPage(scope, 'GoodCart', goodCartStarted);
    expect(sync.mock.calls.map((c) => c[0])).toEqual([{ kind: 'fetch' }]);
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
