import { apiGet, apiPost } from '@storefront/shared/api';
import type { CouponState, UserCoupon } from '@storefront/shared/schemas/checkout';

export const fetchCoupons = async (state: CouponState) => (await apiGet<UserCoupon[]>('/api/user/coupon', { state })).data;
export const claimCoupon = async (code: string) => (await apiPost<UserCoupon>('/api/user/coupon/claim', { code })).data;
