import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Amounts, CouponKind, Quote, QuoteBody } from '@storefront/shared/schemas/checkout';
import { linesTotal, toLocal } from '@storefront/shared/money';
import type { Locale } from '@storefront/shared/routes';
import type { Db, Tx } from '../../db';
import { addresses } from '../../db/schema/addresses';
import { cartItems } from '../../db/schema/cart';
import { coupons, userCoupons } from '../../db/schema/coupons';
import { ANY_COUNTRY, shippingRates, taxRates } from '../../db/schema/fees';
import { paymentMethods } from '../../db/schema/payments';
import { currencies } from '../../db/schema/shop';
import type { orders } from '../../db/schema/orders';
import { failure, success, type Result } from '../../lib/result';
import { unixSeconds } from '../../lib/product-card';
import { loadSkus } from '../cart/service';
import { couponDiscount } from '../coupon/service';

export interface FeeRules {
  freight: { fee: number; freeOver: number | null };
  /** Basis points. */
  taxRate: number;
  method: { feeFixed: number; feeRate: number } | null;
  coupon: { kind: CouponKind; value: number } | null;
}

/**
 * The summary of an order, in USD minor units: discount on the goods, freight unless the goods reach the
 * free-freight threshold, tax on the goods after discount, service charge of the payment method on goods
 * after discount plus freight. Tax and service charge round half up to the cent.
 */
export function computeAmounts(subtotal: number, rules: FeeRules): Amounts {
  const discount = rules.coupon ? couponDiscount(rules.coupon, subtotal) : 0;
  const goods = subtotal - discount;
  const freight = rules.freight.freeOver !== null && subtotal >= rules.freight.freeOver ? 0 : rules.freight.fee;
  const tax = Math.round((goods * rules.taxRate) / 10_000);
  const serviceCharge = rules.method ? rules.method.feeFixed + Math.round(((goods + freight) * rules.method.feeRate) / 10_000) : 0;
  return { subtotal, freight, serviceCharge, tax, discount, actualPayment: goods + freight + tax + serviceCharge };
}

/**
 * The same summary computed in the order's currency, as the shopper is charged: each line at its unit price
 * converted (rounded down to the currency's minor unit) times its quantity, then discount, freight, tax and
 * service charge by the rules of computeAmounts on those figures, fixed fees converted like prices. Freight
 * is waived exactly when it is in USD, so the two summaries never disagree on what is free.
 */
export function computeLocalAmounts(localSubtotal: number, usd: Pick<Amounts, 'freight'>, rules: FeeRules, local: (minorUsd: number) => number): Amounts {
  return computeAmounts(localSubtotal, {
    freight: { fee: usd.freight === 0 ? 0 : local(rules.freight.fee), freeOver: null },
    taxRate: rules.taxRate,
    method: rules.method && { feeFixed: local(rules.method.feeFixed), feeRate: rules.method.feeRate },
    coupon: rules.coupon && localCoupon(rules.coupon, local),
  });
}

/** A promo code's rule in the order's currency: a percentage stays, a fixed amount converts like a price. */
function localCoupon(coupon: { kind: CouponKind; value: number }, local: (minorUsd: number) => number) {
  return coupon.kind === 'percent' ? coupon : { kind: coupon.kind, value: local(coupon.value) };
}

/** A refund's USD figure in the order's currency: all of it is exactly what was charged, a part converts like a price. */
export function refundInCurrency(
  order: Pick<typeof orders.$inferSelect, 'actualPayment' | 'localActualPayment' | 'exRate' | 'currency'>,
  amount: number,
): number {
  return amount >= order.actualPayment ? order.localActualPayment : toLocal(amount, order.exRate, order.currency);
}

function ruleFor<T extends { country: string }>(rows: T[], country: string | null): T | undefined {
  return rows.find((r) => r.country === country) ?? rows.find((r) => r.country === ANY_COUNTRY);
}

export async function currencyInfo(db: Db | Tx, code: string | undefined) {
  const rows = await db
    .select({ currency: currencies.currency, symbol: currencies.symbol, exRate: currencies.exRate })
    .from(currencies)
    .where(inArray(currencies.currency, [...new Set([code ?? 'USD', 'USD'])]));
  return rows.find((r) => r.currency === code) ?? rows.find((r) => r.currency === 'USD') ?? { currency: 'USD', symbol: '$', exRate: 1 };
}

export async function activePaymentMethods(db: Db | Tx) {
  return db.select().from(paymentMethods).where(eq(paymentMethods.active, true)).orderBy(asc(paymentMethods.sort), asc(paymentMethods.code));
}

export interface QuoteOptions {
  /** Order creation: every problem is a 400 with its message. A quote shows what it can instead. */
  strict: boolean;
  /** Whether the payment provider can charge a currency; order creation refuses one it cannot. */
  chargeable?: (currency: string) => boolean;
  now?: Date;
}

/** Where an order is delivered: a row of the address book, or the address a guest typed. */
export type DeliveryAddress = Pick<typeof addresses.$inferSelect, 'firstName' | 'lastName' | 'country' | 'region' | 'city' | 'line' | 'postcode' | 'phone'>;

/** A guest's cart: the browser's lines and the typed address; a guest has no promo codes. */
export interface GuestCart {
  lines: ReadonlyArray<{ skuId: number; quantity: number }>;
  address: DeliveryAddress | null;
}

/** Whose cart is priced: a customer's (by id: stored cart, address book, promo codes) or a guest's. */
export type Buyer = number | GuestCart;

export interface PricedQuote extends Quote {
  address: DeliveryAddress | null;
  couponCode: string | null;
}

/**
 * The server's summary for some of the customer's cart lines; the client sends ids and choices, never a
 * price. Stock is checked here only for the answer: creation decrements it atomically.
 */
/** Why a quote is refused; the ones after checkout.skuUnavailable only in strict mode (order creation). */
export type QuoteRefusal =
  | 'checkout.notInCart'
  | 'checkout.skuUnavailable'
  | 'checkout.outOfStock'
  | 'checkout.addressNotFound'
  | 'checkout.addressRequired'
  | 'checkout.paymentMethodRequired'
  | 'checkout.paymentMethodUnknown'
  | 'checkout.couponUnusable'
  | 'checkout.currencyNotCharged';

/** A customer's claimed promo codes not used and not expired, soonest to expire first. */
function usableCoupons(db: Db | Tx, userId: number, now: Date) {
  return db
    .select({
      id: userCoupons.id,
      code: coupons.code,
      kind: coupons.kind,
      value: coupons.value,
      minSpend: coupons.minSpend,
      validUntil: coupons.validUntil,
      origin: coupons.origin,
      claimedAt: userCoupons.claimedAt,
    })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.userId, userId), isNull(userCoupons.usedAt), gt(coupons.validUntil, now)))
    .orderBy(asc(coupons.validUntil), asc(userCoupons.id));
}

export async function priceCart(
  db: Db | Tx,
  buyer: Buyer,
  body: Pick<QuoteBody, 'skuIds' | 'addressId' | 'userCouponId' | 'paymentMethod' | 'currency'>,
  locale: Locale,
  options: QuoteOptions,
): Promise<Result<PricedQuote, QuoteRefusal>> {
  const now = options.now ?? new Date();
  const userId = typeof buyer === 'number' ? buyer : null;
  const skuIds = [...new Set(userId === null ? (buyer as GuestCart).lines.map((l) => l.skuId) : body.skuIds)];
  const lines =
    userId === null
      ? (buyer as GuestCart).lines
      : await db
          .select()
          .from(cartItems)
          .where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, skuIds)))
          .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  if (lines.length !== skuIds.length) return failure('checkout.notInCart');
  const info = await loadSkus(db, skuIds, locale);
  const currency = await currencyInfo(db, body.currency);
  // Never charged in another currency than the one shown: a currency the provider cannot take is refused.
  if (options.strict && options.chargeable && !options.chargeable(currency.currency))
    return failure('checkout.currencyNotCharged', { currency: currency.currency });
  const local = (minorUsd: number) => toLocal(minorUsd, currency.exRate, currency.currency);

  const items = [];
  for (const line of lines) {
    const sku = info.get(line.skuId);
    if (!sku || !sku.active) return failure('checkout.skuUnavailable', { name: sku?.name ?? `#${line.skuId}` });
    if (options.strict && sku.stock < line.quantity) return failure('checkout.outOfStock', { name: sku.name, count: sku.stock });
    const subtotal = sku.price * line.quantity;
    const localUnitPrice = local(sku.price);
    items.push({
      skuId: sku.skuId,
      productId: sku.productId,
      name: sku.name,
      image: sku.image,
      // Worded in the request's language; the order keeps these words only for a product deleted later.
      spec: sku.spec,
      unitPrice: sku.price,
      quantity: line.quantity,
      subtotal,
      stock: sku.stock,
      localUnitPrice,
      localSubtotal: localUnitPrice * line.quantity,
    });
  }
  const subtotal = linesTotal(items, (item) => item.unitPrice);

  let address: DeliveryAddress | null = null;
  if (userId === null) {
    address = (buyer as GuestCart).address;
    if (!address && options.strict) return failure('checkout.addressRequired');
  } else if (body.addressId !== undefined) {
    [address] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, body.addressId), eq(addresses.userId, userId)));
    address ??= null;
    if (!address && options.strict) return failure('checkout.addressNotFound');
  } else if (options.strict) {
    return failure('checkout.addressRequired');
  }
  const country = address?.country ?? null;

  // One query at a time: db may be a transaction, whose single connection cannot run them side by side.
  const freightRows = await db
    .select()
    .from(shippingRates)
    .where(inArray(shippingRates.country, [country ?? ANY_COUNTRY, ANY_COUNTRY]));
  const taxRows = await db
    .select()
    .from(taxRates)
    .where(inArray(taxRates.country, [country ?? ANY_COUNTRY, ANY_COUNTRY]));
  const methods = await activePaymentMethods(db);
  const usable = userId === null ? [] : await usableCoupons(db, userId, now);
  const freight = ruleFor(freightRows, country) ?? { fee: 0, freeOver: null };
  const taxRate = country ? (ruleFor(taxRows, country)?.rate ?? 0) : 0;

  const method = body.paymentMethod ? (methods.find((m) => m.code === body.paymentMethod) ?? null) : null;
  if (options.strict && !body.paymentMethod) return failure('checkout.paymentMethodRequired');
  if (options.strict && !method) return failure('checkout.paymentMethodUnknown');

  const coupons_ = usable.filter((c) => c.minSpend <= subtotal);
  const chosen = body.userCouponId ? (coupons_.find((c) => c.id === body.userCouponId) ?? null) : null;
  if (options.strict && body.userCouponId && !chosen) return failure('checkout.couponUnusable');

  const rules = { freight, taxRate, method, coupon: chosen };
  const amounts = computeAmounts(subtotal, rules);
  const localSubtotal = linesTotal(items, (item) => item.localUnitPrice);
  return success({
    ...amounts,
    items,
    local: computeLocalAmounts(localSubtotal, amounts, rules, local),
    ...currency,
    taxRate,
    country,
    freeFreightOver: freight.freeOver,
    paymentMethod: method?.code ?? null,
    userCouponId: chosen?.id ?? null,
    coupons: coupons_.map((c) => ({
      id: c.id,
      code: c.code,
      kind: c.kind,
      value: c.value,
      minSpend: c.minSpend,
      validUntil: unixSeconds(c.validUntil),
      state: 'unused' as const,
      origin: c.origin,
      claimedAt: unixSeconds(c.claimedAt),
      usedAt: null,
      orderNo: null,
      discount: couponDiscount(c, subtotal),
      // Taken off the local figures, not converted from the USD one, so it is the discount the summary shows.
      localDiscount: couponDiscount(localCoupon(c, local), localSubtotal),
    })),
    address,
    couponCode: chosen?.code ?? null,
  });
}
