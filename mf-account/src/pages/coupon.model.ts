import { createEvent, sample } from 'effector';
import type { PageStart } from '@storefront/shared/routes';
import { $tab, couponsOpened, fetchCouponsFx } from '../features/coupons/model';

/** user/coupon opened: the codes still to be used. */
export const couponStarted = createEvent<PageStart>();

sample({ clock: couponStarted, filter: ({ again }) => !again, target: couponsOpened });
// Another language: the tab on screen again.
sample({ clock: couponStarted, source: $tab, filter: (_, { again }) => !!again, target: fetchCouponsFx });
