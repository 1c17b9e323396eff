import { and, asc, desc, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { CouponKind, CouponState, UserCoupon } from '@storefront/shared/schemas/checkout';
import type { Db, Tx } from '../../db';
import { coupons, userCoupons } from '../../db/schema/coupons';
import { orders } from '../../db/schema/orders';
import { ApiError } from '../../lib/errors';
import { unixSeconds } from '../../lib/product-card';

/** Amount a promo code takes off a sub-total (USD minor units), never more than the sub-total. */
export function couponDiscount(coupon: { kind: CouponKind; value: number }, subtotal: number): number {
  const off = coupon.kind === 'percent' ? Math.floor((subtotal * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(off, subtotal));
}

export function couponState(row: { usedAt: Date | null; validUntil: Date }, now = new Date()): CouponState {
  if (row.usedAt) return 'used';
  return row.validUntil.getTime() <= now.getTime() ? 'expired' : 'unused';
}

const columns = {
  id: userCoupons.id,
  code: coupons.code,
  kind: coupons.kind,
  value: coupons.value,
  minSpend: coupons.minSpend,
  validUntil: coupons.validUntil,
  claimedAt: userCoupons.claimedAt,
  usedAt: userCoupons.usedAt,
  orderNo: orders.orderNo,
};

type Row = { id: number; code: string; kind: CouponKind; value: number; minSpend: number; validUntil: Date; claimedAt: Date; usedAt: Date | null; orderNo: string | null };

function toUserCoupon(row: Row, now: Date): UserCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSpend: row.minSpend,
    validUntil: unixSeconds(row.validUntil),
    state: couponState(row, now),
    claimedAt: unixSeconds(row.claimedAt),
    usedAt: row.usedAt ? unixSeconds(row.usedAt) : null,
    orderNo: row.orderNo,
  };
}

function stateFilter(state: CouponState, now: Date): SQL | undefined {
  if (state === 'used') return isNotNull(userCoupons.usedAt);
  if (state === 'expired') return and(isNull(userCoupons.usedAt), lte(coupons.validUntil, now));
  return and(isNull(userCoupons.usedAt), gt(coupons.validUntil, now));
}

/** The customer's promo codes in one state: to be used (soonest to expire first), used or expired (newest first). */
export async function listUserCoupons(db: Db | Tx, userId: number, state: CouponState, now = new Date()): Promise<UserCoupon[]> {
  const rows = await db
    .select(columns)
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .leftJoin(orders, eq(orders.id, userCoupons.orderId))
    .where(and(eq(userCoupons.userId, userId), stateFilter(state, now)))
    .orderBy(state === 'unused' ? asc(coupons.validUntil) : desc(state === 'used' ? userCoupons.usedAt : coupons.validUntil), asc(userCoupons.id));
  return rows.map((r) => toUserCoupon(r, now));
}

/** Claims a promo code by its code (case-insensitive) for the customer. */
export async function claimCoupon(db: Db, userId: number, code: string, now = new Date()): Promise<UserCoupon> {
  const [coupon] = await db.select().from(coupons).where(and(eq(coupons.code, code.toUpperCase()), eq(coupons.claimable, true)));
  if (!coupon) throw ApiError.badRequest('coupon.notFound');
  if (coupon.validUntil.getTime() <= now.getTime()) throw ApiError.badRequest('coupon.expired');
  const [row] = await db.insert(userCoupons).values({ userId, couponId: coupon.id, claimedAt: now }).onConflictDoNothing().returning();
  if (!row) throw ApiError.badRequest('coupon.alreadyClaimed');
  return toUserCoupon({ ...coupon, id: row.id, claimedAt: row.claimedAt, usedAt: null, orderNo: null }, now);
}
