import { createEvent, sample } from 'effector';
import { $locale, $page } from '@storefront/shared/store';
import type { PageStart } from '@storefront/shared/routes';
import { $tab, couponsOpened, fetchCouponsFx } from '../features/coupons/model';
import { isShown } from '../lib/pages';

/** user/coupon opened: the codes still to be used. */
export const couponStarted = createEvent<PageStart>();

sample({ clock: couponStarted, target: couponsOpened });

// Another language: the tab on screen again.
const $shown = $page.map(isShown('Coupon'));
sample({ clock: $locale.updates, source: $tab, filter: $shown, target: fetchCouponsFx });
