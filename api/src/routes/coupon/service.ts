import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { CouponKind, CouponOrigin, CouponState, UserCoupon } from '@storefront/shared/schemas/checkout';
import type { Db, Tx } from '../../db';
import { coupons, userCoupons } from '../../db/schema/coupons';
import { orders } from '../../db/schema/orders';
import { failure, inTransaction, success, type Result } from '../../lib/result';
import { forgive, hitAll, waitFailure, type ThrottleRule } from '../../lib/throttle';
import { unixSeconds } from '../../lib/product-card';
import { notifyUser } from '../mail/service';

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
  origin: coupons.origin,
  claimedAt: userCoupons.claimedAt,
  usedAt: userCoupons.usedAt,
  orderNo: orders.orderNo,
};

type Row = {
  id: number;
  code: string;
  kind: CouponKind;
  value: number;
  minSpend: number;
  validUntil: Date;
  origin: CouponOrigin;
  claimedAt: Date;
  usedAt: Date | null;
  orderNo: string | null;
};

function toUserCoupon(row: Row, now: Date): UserCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSpend: row.minSpend,
    validUntil: unixSeconds(row.validUntil),
    state: couponState(row, now),
    origin: row.origin,
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

/**
 * Claiming promo codes, per account and per IP: every claim, and wrong codes (ones that do not exist)
 * much more tightly, so codes such as SAVE5 cannot be found by trying names.
 */
export const CLAIM_RULES = {
  account: { name: 'coupon:claim:user', max: 20, windowSeconds: 60 * 60 },
  ip: { name: 'coupon:claim:ip', max: 60, windowSeconds: 60 * 60 },
  wrongAccount: { name: 'coupon:wrong:user', max: 5, windowSeconds: 60 * 60 },
  wrongIp: { name: 'coupon:wrong:ip', max: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/** Refusals that pass with time (answered 429): too many claims, or too many wrong codes. */
const CLAIM_WAITS = ['auth.tooManyAttempts', 'coupon.tooManyWrong'] as const;

export type ClaimRefusal = 'coupon.notFound' | 'coupon.expired' | 'coupon.alreadyClaimed' | (typeof CLAIM_WAITS)[number];

export function isClaimWait(error: ClaimRefusal): boolean {
  return (CLAIM_WAITS as readonly string[]).includes(error);
}

/** The customer's own unused copy of a code, whatever its origin. */
async function ownUnusedCopy(db: Db, userId: number, code: string, now: Date): Promise<UserCoupon | null> {
  const [row] = await db
    .select(columns)
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .leftJoin(orders, eq(orders.id, userCoupons.orderId))
    .where(and(eq(userCoupons.userId, userId), eq(coupons.code, code), isNull(userCoupons.usedAt)))
    .limit(1);
  return row ? toUserCoupon(row, now) : null;
}

export type ClaimResult = { coupon: UserCoupon; alreadyYours: boolean };

/**
 * Claims a promo code by its code (case-insensitive) for the customer. A code the customer already holds
 * unused (their welcome code, one claimed before) answers with that copy, so typing it at checkout
 * selects it. A personal code mailed to a newsletter address goes to the first account that claims it.
 */
export async function claimCoupon(db: Db, userId: number, rawCode: string, ip: string, now = new Date()): Promise<Result<ClaimResult, ClaimRefusal>> {
  const code = rawCode.toUpperCase();
  const allowed = await hitAll(db, [
    [CLAIM_RULES.account, String(userId)],
    [CLAIM_RULES.ip, ip],
  ]);
  if (!allowed.ok) return waitFailure(allowed.retryAfterSeconds, 'auth.tooManyAttempts');
  const own = await ownUnusedCopy(db, userId, code, now);
  if (own) return success({ coupon: own, alreadyYours: true });
  // Each claim takes a wrong guess before the code is looked up, so parallel guesses cannot pass the
  // limit together; a code that exists gives it back.
  const wrong = [
    [CLAIM_RULES.wrongAccount, String(userId)],
    [CLAIM_RULES.wrongIp, ip],
  ] as const;
  const guess = await hitAll(db, wrong);
  if (!guess.ok) return waitFailure(guess.retryAfterSeconds, 'coupon.tooManyWrong');
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, code), eq(coupons.claimable, true)));
  if (!coupon) return failure('coupon.notFound');
  for (const [rule, subject] of wrong) await forgive(db, rule, subject);
  if (coupon.validUntil.getTime() <= now.getTime()) return failure('coupon.expired');
  const claimed = await inTransaction(db, async (tx) => {
    if (coupon.origin !== 'campaign') {
      // One claim only: whoever flips it first gets it, also when two accounts race on PostgreSQL.
      const taken = await tx
        .update(coupons)
        .set({ claimable: false })
        .where(and(eq(coupons.id, coupon.id), eq(coupons.claimable, true)))
        .returning({ id: coupons.id });
      if (taken.length === 0) return failure('coupon.notFound');
    }
    const [copy] = await tx.insert(userCoupons).values({ userId, couponId: coupon.id, claimedAt: now }).onConflictDoNothing().returning();
    return copy ? success(copy) : failure('coupon.alreadyClaimed');
  });
  if (!claimed.ok) return claimed;
  const row = claimed.data;
  return success({ coupon: toUserCoupon({ ...coupon, id: row.id, claimedAt: row.claimedAt, usedAt: null, orderNo: null }, now), alreadyYours: false });
}

// Letters and digits that cannot be confused when copied from a mail (no 0/O, 1/I/L).
const CODE_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 10 characters of 31: about 8e14 codes, far beyond what the claim limits let anyone try. */
const PERSONAL_CODE_LENGTH = 10;

export function personalCode(prefix: string): string {
  let out = `${prefix}-`;
  for (let i = 0; i < PERSONAL_CODE_LENGTH; i++) out += CODE_CHARS[randomInt(CODE_CHARS.length)];
  return out;
}

/** What a personal code gives: kind and value as on coupons, minimum spend, days it stays valid. */
export interface PersonalOffer {
  kind: CouponKind;
  value: number;
  minSpend: number;
  days: number;
}

/** The welcome offer: 10% off one order, no minimum spend, for 30 days after registering. */
export const WELCOME_OFFER = { kind: 'percent', value: 10, minSpend: 0, days: 30 } as const satisfies PersonalOffer;
/** The newsletter offer: $5 off one order of $30 or more, for 60 days after signing up. */
export const NEWSLETTER_OFFER: PersonalOffer = { kind: 'amount', value: 500, minSpend: 3000, days: 60 };

/** A new personal code with a fresh random code (retried on the rare clash with an existing one). */
export async function createPersonalCoupon(tx: Db | Tx, origin: Exclude<CouponOrigin, 'campaign'>, offer: PersonalOffer, claimable: boolean) {
  for (let attempt = 0; ; attempt++) {
    const [row] = await tx
      .insert(coupons)
      .values({
        code: personalCode(origin === 'welcome' ? 'HELLO' : 'NEWS'),
        kind: offer.kind,
        value: offer.value,
        minSpend: offer.minSpend,
        validUntil: sql`now() + ${offer.days}::int * interval '1 day'`,
        claimable,
        origin,
      })
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    if (row) return row;
    if (attempt >= 4) throw new Error('no free promo code after 5 attempts');
  }
}

/**
 * Gives a new account its welcome code (`percent` off one order, no minimum, WELCOME_OFFER.days long) and
 * tells it in the inbox. Call inside the transaction that creates the account, so there is never an
 * account without its code.
 */
export async function issueWelcomeCode(tx: Db | Tx, userId: number, percent: number = WELCOME_OFFER.value) {
  const offer: PersonalOffer = { ...WELCOME_OFFER, value: percent };
  const coupon = await createPersonalCoupon(tx, 'welcome', offer, false);
  await tx.insert(userCoupons).values({ userId, couponId: coupon.id });
  await notifyUser(tx, userId, { kind: 'account', messageKey: 'inbox.welcomeCode', params: { code: coupon.code, percent, days: offer.days } });
  return coupon;
}
