import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { CouponState } from '@storefront/shared/schemas/checkout';
import { $coupons, $tab, fetchCouponsFx, tabChosen } from '../features/coupons/model';
import { changeLanguage, startPage } from '../test/page-start';
import { couponStarted } from './coupon.model';

describe('coupon page start', () => {
  it('opens on the codes still to be used, whatever tab an earlier visit left', async () => {
    const fetch = vi.fn(async (state: CouponState) => [{ id: 1, code: `C-${state}`, state }]);
    const scope = fork({ values: [[$tab, 'expired']], handlers: [[fetchCouponsFx, fetch]] });
    await startPage(scope, 'Coupon', couponStarted);
    expect(fetch.mock.calls).toEqual([['unused']]);
    expect(scope.getState($coupons)).toEqual([{ id: 1, code: 'C-unused', state: 'unused' }]);
  });

  it('another language loads the tab on screen again', async () => {
    const fetch = vi.fn(async (state: CouponState) => [{ id: 1, code: `C-${state}`, state }]);
    const scope = fork({ handlers: [[fetchCouponsFx, fetch]] });
    await startPage(scope, 'Coupon', couponStarted);
    await allSettled(tabChosen, { scope, params: 'used' });
    await changeLanguage(scope, couponStarted, 'ru');
    expect(fetch.mock.calls).toEqual([['unused'], ['used'], ['used']]);
  });
});
