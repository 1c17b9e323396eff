import { createEvent, createStore, sample } from 'effector';
import type { CouponState, UserCoupon } from '@storefront/shared/schemas/checkout';
import { toastAsked } from '../../lib/toast';
import * as api from './api';
import { createApiEffect } from '@storefront/shared/store';

export const couponsOpened = createEvent();
export const tabChosen = createEvent<CouponState>();
export const codeClaimed = createEvent<{ code: string }>();

export const fetchCouponsFx = createApiEffect(api.fetchCoupons);
export const claimFx = createApiEffect((context, p: { code: string }) => api.claimCoupon(context, p.code));

export const $tab = createStore<CouponState>('unused')
  .on(tabChosen, (_, s) => s)
  .reset(couponsOpened);
export const $coupons = createStore<UserCoupon[] | null>(null)
  .on(fetchCouponsFx.doneData, (_, list) => list)
  .reset(tabChosen);
export const $failed = createStore(false)
  .on(fetchCouponsFx.fail, () => true)
  .reset(fetchCouponsFx);
export const $isClaiming = claimFx.pending;
export const $claimedCount = createStore(0).on(claimFx.done, (n) => n + 1);

sample({ clock: [couponsOpened, tabChosen], source: $tab, target: fetchCouponsFx });
sample({ clock: codeClaimed, target: claimFx });
// A claimed code is to be used: show that tab with it.
sample({ clock: claimFx.done, fn: (): CouponState => 'unused', target: tabChosen });
sample({ clock: claimFx.done, fn: () => ({ key: 'coupons.claimed' }), target: toastAsked });
