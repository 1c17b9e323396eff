import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import type { UserCoupon } from '@storefront/shared/schemas/checkout';
import { renderAccount, text } from '../test/account-harness';
import { click, typeInto } from '../test/form-helpers';
import { $coupons, $tab, claimFx, fetchCouponsFx, tabChosen } from '../features/coupons/model';
import { CouponCenter } from '../features/coupons/ui/coupon-center';
import { startPage } from '../test/page-start';
import { couponStarted } from './coupon.model';

const coupon: UserCoupon = {
  id: 1,
  code: 'TEA10',
  kind: 'percent',
  value: 10,
  minSpend: 5000,
  validUntil: 1893456000,
  state: 'unused',
  origin: 'campaign',
  claimedAt: 1,
  usedAt: null,
  orderNo: null,
};
const welcome: UserCoupon = { ...coupon, id: 2, code: 'HELLO-ABCDEFGH23', minSpend: 0, origin: 'welcome' };

describe('promo code tabs', () => {
  it('fetch the chosen state', async () => {
    const fetch = vi.fn(async () => [coupon]);
    const scope = fork({ handlers: [[fetchCouponsFx, fetch]] });
    await allSettled(tabChosen, { scope, params: 'expired' });
    expect(fetch).toHaveBeenLastCalledWith('expired');
    expect(scope.getState($tab)).toBe('expired');
    expect(scope.getState($coupons)).toEqual([coupon]);
  });
});

describe.each(['en', 'de'] as const)('promo codes (%s)', (locale) => {
  it('shows code, minimum spend and valid until, and claims a typed code upper-cased', async () => {
    const claim = vi.fn(async () => coupon);
    const scope = fork({
      handlers: [
        [fetchCouponsFx, async () => [coupon]],
        [claimFx, claim],
      ],
    });
    await startPage(scope, 'Coupon', couponStarted);
    await renderAccount(<CouponCenter />, { locale, scope });
    expect(await screen.findByText('TEA10')).toBeTruthy();
    expect(screen.getByText(await text(locale, 'coupons.percentOff', { value: 10 }))).toBeTruthy();
    expect(screen.getByText('2030-01-01', { exact: false })).toBeTruthy();
    await click(await text(locale, 'coupons.claim'));
    expect(await screen.findByText(await text(locale, 'validation.required'))).toBeTruthy();
    expect(claim).not.toHaveBeenCalled();
    await typeInto(await text(locale, 'coupons.code'), 'spring5');
    await click(await text(locale, 'coupons.claim'));
    await waitFor(() => expect(claim).toHaveBeenCalledWith({ code: 'SPRING5' }));
  });
});

describe.each(['en', 'ru'] as const)('personal codes (%s)', (locale) => {
  it('say where they came from; a campaign code does not', async () => {
    const scope = fork({ handlers: [[fetchCouponsFx, async () => [welcome, coupon]]] });
    await startPage(scope, 'Coupon', couponStarted);
    await renderAccount(<CouponCenter />, { locale, scope });
    expect(await screen.findByText('HELLO-ABCDEFGH23')).toBeTruthy();
    const origins = screen.getAllByTestId('coupon-origin');
    expect(origins.map((o) => o.textContent)).toEqual([await text(locale, 'coupons.origins.welcome')]);
    expect(screen.getByText(await text(locale, 'coupons.noMinimum'), { exact: false })).toBeTruthy();
  });
});
