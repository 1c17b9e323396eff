import { apiGet, apiPost, type RequestContext } from '@storefront/shared/api';
import type { CouponState, UserCoupon } from '@storefront/shared/schemas/checkout';

export const fetchCoupons = async (context: RequestContext, state: CouponState) => (await apiGet<UserCoupon[]>(context, '/api/user/coupon', { state })).data;
export const claimCoupon = async (context: RequestContext, code: string) => (await apiPost<UserCoupon>(context, '/api/user/coupon/claim', { code })).data;
