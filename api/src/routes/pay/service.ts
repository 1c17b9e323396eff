import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { localePath, type Locale } from '@storefront/shared/routes';
import type { PayAttempt, PayCallback, PaymentMethod, PayResult } from '@storefront/shared/schemas/checkout';
import type { Db, Tx } from '../../db';
import { orders } from '../../db/schema/orders';
import { paymentNotices, payments } from '../../db/schema/payments';
import { isUniqueViolation } from '../../lib/db-errors';
import { failure, inTransaction, success, type Result } from '../../lib/result';
import type { Channel, Charge, Decision, PaymentProvider, RefundRequest, RefundResult } from '../../plugins/payments';
import {
  acceptRefund,
  activePaymentMethods,
  finishRefund,
  markPaidInTx,
  ownedBy,
  paymentMethodName,
  recordRefundRequested,
  refundAwaitingProvider,
  refundsToPayBack,
  type OperatorResult,
  type OrderAudit,
  type OrderOwner,
} from '../order/service';
import { notifyOrderOwner } from '../mail/service';
import { getSettings } from '../shop/service';

/** A signed result older than this still verifies but changes nothing. */
export const RESULT_MAX_AGE_SECONDS = 24 * 60 * 60;
/** Clock skew tolerated for results dated in the future. */
const FUTURE_SKEW_SECONDS = 5 * 60;

/*
 * Lock order, the same everywhere an order and its payments change (start, results, cancel, the expiry
 * sweep, refunds): the order row first (SELECT ... FOR UPDATE or the status UPDATE), then its payment
 * rows, then stock and product rows. Two of them can wait for each other, never deadlock. The provider
 * takes none of them: it keeps its own records and hears of a cancellation through the port.
 */

function newSerial(now = new Date()): string {
  return `PAY${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(8).toString('hex').toUpperCase()}`;
}

export async function listPaymentMethods(db: Db, locale: Locale): Promise<PaymentMethod[]> {
  const rows = await activePaymentMethods(db);
  return rows.map((m) => ({ code: m.code, name: paymentMethodName(locale, m.code, m.name), feeFixed: m.feeFixed, feeRate: m.feeRate }));
}

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** Why a payment cannot start: not the customer's order (like a missing one), payments closed, not payable now. */
export type StartRefusal = 'notFound' | 'pay.closed' | 'pay.notPayable';

/** The order's live attempt, or a new one; the order row is locked, so concurrent starts queue here. */
async function liveAttempt(
  tx: Tx,
  provider: PaymentProvider,
  owner: OrderOwner,
  orderId: number,
  locale: Locale,
  closed: boolean,
  now: Date,
): Promise<Result<{ order: OrderRow; payment: PaymentRow }, StartRefusal>> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedBy(owner)))
    .for('update');
  if (!order) return failure('notFound');
  if (closed) return failure('pay.closed');
  if (order.status !== 'unpaid' || order.payBefore.getTime() <= now.getTime()) return failure('pay.notPayable');
  const [live] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')))
    .for('update');
  if (live) {
    if (live.locale === locale) return success({ order, payment: live });
    // The hosted page and the return follow the language of the latest start.
    const [moved] = await tx.update(payments).set({ locale }).where(eq(payments.id, live.id)).returning();
    return success({ order, payment: moved });
  }
  const [created] = await tx
    .insert(payments)
    .values({
      serial: newSerial(now),
      orderId: order.id,
      provider: provider.name,
      method: order.paymentMethod,
      amount: order.actualPayment,
      currency: order.currency,
      currencyAmount: order.localActualPayment,
      locale,
      createdAt: now,
    })
    .returning();
  return success({ order, payment: created });
}

/** What the provider is asked to charge for an attempt, and where it sends the shopper afterwards. */
function chargeOf(order: OrderRow, payment: PaymentRow, locale: Locale, backPath: string): Charge {
  return {
    serial: payment.serial,
    orderNo: order.orderNo,
    amount: payment.currencyAmount,
    currency: payment.currency,
    method: paymentMethodName(locale, payment.method, payment.method),
    locale,
    returnUrl: localePath(locale, 'shop/payCallback'),
    backUrl: localePath(locale, backPath),
    expiresAt: order.payBefore,
  };
}

/**
 * POST /api/pay/start: the order's one live attempt at the provider. Concurrent or repeated starts get
 * the same attempt (serial and page); a new one is opened only when there is none (first start, or the
 * last was declined).
 */
export async function startPayment(
  db: Db,
  provider: PaymentProvider,
  owner: OrderOwner,
  orderId: number,
  locale: Locale,
  now = new Date(),
  /** Where the provider's "back to the shop" leads: the order in the account area, or a guest's order link. */
  backPath = `user/order/details/${orderId}`,
): Promise<Result<{ payUrl: string; serialNumber: string }, StartRefusal>> {
  const closed = (await getSettings(db)).webPayclose === 1;
  for (let attempt = 0; ; attempt++) {
    try {
      const live = await inTransaction(db, (tx) => liveAttempt(tx, provider, owner, orderId, locale, closed, now));
      if (!live.ok) return live;
      const { payUrl } = await provider.startAttempt(chargeOf(live.data.order, live.data.payment, locale, backPath));
      const { payment } = live.data;
      return success({ payUrl, serialNumber: payment.serial });
    } catch (error) {
      // The partial unique index is the backstop for a writer that did not lock the order: read its attempt.
      if (attempt < 2 && isUniqueViolation(error, 'payments_order_live_idx')) continue;
      throw error;
    }
  }
}

async function findPayment(db: Db, serial: string) {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.serial, serial));
  return row ?? null;
}

/**
 * An attempt of the customer's own, as the shop knows it: a provider's return address proves nothing, so
 * the return page shows this, pending until the provider's signed word arrived.
 */
export async function attemptState(db: Db, owner: OrderOwner, serial: string): Promise<Result<PayAttempt, 'notFound'>> {
  const found = await findPayment(db, serial);
  const mine = typeof owner === 'number' ? found?.order.userId === owner : found?.order.id === owner.guestOrderId && found.order.userId === null;
  if (!found || !mine) return failure('notFound');
  const { payment, order } = found;
  const state = payment.status === 'pending' ? 'pending' : payment.status === 'approved' ? 'approved' : 'declined';
  return success({ state, orderNo: order.orderNo, orderId: order.id, status: order.status });
}

export type RefundOutcome = { ok: true; paymentId: number } | { ok: false; paymentId: number; error: string };

/** What a verified result did, and the refund it started when the money could not be kept. */
export type ReceivedResult = PayCallback & { refund: RefundOutcome | null };

/** The money of a payment is back: recorded once, and the shopper told once. */
async function recordRefunded(db: Db, paymentId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ref] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
    const [order] = await tx
      .select({ id: orders.id, orderNo: orders.orderNo, userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, ref.orderId))
      .for('update');
    const [done] = await tx
      .update(payments)
      .set({ refundedAt: now })
      .where(and(eq(payments.id, paymentId), isNull(payments.refundedAt)))
      .returning({ amount: payments.currencyAmount, currency: payments.currency });
    if (done)
      await notifyOrderOwner(tx, order, {
        kind: 'refund',
        messageKey: 'inbox.paymentRefunded',
        params: { orderNo: order.orderNo, amount: done.amount, currency: done.currency },
      });
    return !!done;
  });
}

/** The provider's answer to a refund request; one that throws is a failure the caller retries. */
async function askRefund(provider: PaymentProvider, request: RefundRequest): Promise<RefundResult> {
  try {
    return await provider.refund(request);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Gives back a payment owed to the shopper (status 'refunded', refunded_at still empty) through the
 * provider, then records when and tells the shopper, once. The provider is called outside any lock;
 * its refund is idempotent per payment, so a retry after a crash or a concurrent sweep is harmless. A
 * provider that confirms later (settled: false) gets its refund's reference recorded, is not asked
 * again, and settles it through settleProviderRefund.
 */
export async function refundPayment(db: Db, provider: PaymentProvider, paymentId: number, now = new Date()): Promise<RefundOutcome> {
  const [owed] = await db
    .select({ serial: payments.serial, amount: payments.currencyAmount, currency: payments.currency, bankSerial: payments.bankSerial })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refunded'), isNull(payments.refundedAt), isNull(payments.refundRef)));
  if (!owed) return { ok: true, paymentId };
  const result = await askRefund(provider, {
    serial: owed.serial,
    providerRef: owed.bankSerial ?? '',
    charged: owed.amount,
    currency: owed.currency,
    amount: owed.amount,
    key: `refund-${owed.serial}`,
  });
  if (!result.ok) return { ok: false, paymentId, error: result.error };
  await db.update(payments).set({ refundRef: result.refundRef }).where(eq(payments.id, paymentId));
  if (result.settled) await recordRefunded(db, paymentId, now);
  return { ok: true, paymentId };
}

/**
 * The provider reports what has gone back of a payment so far: it must name a refund the shop asked for,
 * in the payment's currency. A payment owed back settles when all of it is back; an accepted refund
 * application of its order (one at a time per order) when its amount is. Settling again changes nothing.
 */
export async function settleProviderRefund(
  db: Db,
  refund: { serial: string; amount: number; currency: string },
  now = new Date(),
): Promise<Result<{ settled: boolean }, 'pay.unknownRefund'>> {
  const [payment] = await db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      status: payments.status,
      amount: payments.currencyAmount,
      currency: payments.currency,
      refundRef: payments.refundRef,
    })
    .from(payments)
    .where(eq(payments.serial, refund.serial));
  if (!payment || payment.currency !== refund.currency || refund.amount > payment.amount) return failure('pay.unknownRefund');
  if (payment.status === 'refunded' && payment.refundRef && refund.amount === payment.amount)
    return success({ settled: await recordRefunded(db, payment.id, now) });
  if (payment.status === 'approved') {
    const accepted = await refundAwaitingProvider(db, payment.orderId);
    if (accepted && accepted.currency === refund.currency && refund.amount >= accepted.amount)
      return success({ settled: (await finishRefund(db, accepted.refundId, now)).ok });
    // A report of a refund already settled (a later copy of the event) changes nothing.
    if (!accepted) return success({ settled: false });
  }
  return failure('pay.unknownRefund');
}

/** Why an accepted refund application did not go back (yet): the provider's error; the sweep asks again. */
export type PayBackResult = OperatorResult | { ok: false; error: 'provider'; params: { error: string } };

/**
 * Gives back an accepted refund application through the provider that took the order's payment: a part
 * or all of it, under a key of its own, so asking again (the operator again, the sweep, another instance)
 * refunds once. It is refunded when the provider says so: at once (the sandbox) or on its report
 * (Stripe's charge.refunded). An order paid without a provider's payment (marked paid by hand) settles at once.
 */
export async function payBackRefund(db: Db, provider: PaymentProvider, orderNo: string, now = new Date(), audit?: OrderAudit): Promise<PayBackResult> {
  const accepted = await acceptRefund(db, orderNo, now, audit);
  if (!accepted.ok) return accepted;
  const { refundId, orderId, amount, currency } = accepted.data;
  const [payment] = await db
    .select({ serial: payments.serial, bankSerial: payments.bankSerial, charged: payments.currencyAmount, currency: payments.currency })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'approved')));
  if (!payment) return finishRefund(db, refundId, now);
  if (payment.currency !== currency)
    return { ok: false, error: 'provider', params: { error: `order ${orderNo} was paid in ${payment.currency}, not ${currency}` } };
  const result = await askRefund(provider, {
    serial: payment.serial,
    providerRef: payment.bankSerial ?? '',
    charged: payment.charged,
    currency,
    amount: Math.min(amount, payment.charged),
    key: `refund-${payment.serial}-${refundId}`,
  });
  if (!result.ok) return { ok: false, error: 'provider', params: { error: result.error } };
  await recordRefundRequested(db, refundId, result.refundRef);
  if (result.settled) return finishRefund(db, refundId, now);
  return success({ orderNo, status: accepted.data.status });
}

/** The sweep: accepted refund applications the provider has not taken yet, oldest first. */
export async function payBackAcceptedRefunds(
  db: Db,
  provider: PaymentProvider,
  now = new Date(),
): Promise<{ requested: string[]; failed: { orderNo: string; error: string }[] }> {
  const out = { requested: [] as string[], failed: [] as { orderNo: string; error: string }[] };
  for (const { orderNo } of await refundsToPayBack(db)) {
    const r = await payBackRefund(db, provider, orderNo, now);
    if (r.ok) out.requested.push(orderNo);
    else out.failed.push({ orderNo, error: r.error === 'provider' ? r.params.error : r.error });
  }
  return out;
}

/** The sweep: every payment still owed back, oldest first. */
export async function refundOwedPayments(
  db: Db,
  provider: PaymentProvider,
  now = new Date(),
  limit = 100,
): Promise<{ refunded: string[]; failed: { serial: string; error: string }[] }> {
  const owed = await db
    .select({ id: payments.id, serial: payments.serial })
    .from(payments)
    .where(and(eq(payments.status, 'refunded'), isNull(payments.refundedAt), isNull(payments.refundRef)))
    .orderBy(asc(payments.settledAt))
    .limit(limit);
  const out = { refunded: [] as string[], failed: [] as { serial: string; error: string }[] };
  for (const p of owed) {
    const r = await refundPayment(db, provider, p.id, now);
    if (r.ok) out.refunded.push(p.serial);
    else out.failed.push({ serial: p.serial, error: r.error });
  }
  return out;
}

/** A signed result brought to the shop (the shopper's return, a notification over HTTP): verified, then applied. */
export async function receiveResult(
  db: Db,
  provider: PaymentProvider,
  channel: Channel,
  r: PayResult,
  now = new Date(),
): Promise<Result<ReceivedResult, 'pay.badSignature'>> {
  const decision = provider.readDecision(channel, r);
  if (!decision) return failure('pay.badSignature');
  return applyDecision(db, provider, channel, decision, now);
}

/**
 * A provider's decision, by either channel or reported through the port. One that names no attempt of
 * the shop's as it was charged is rejected; the rest is applied once: a replayed nonce, a stale timestamp
 * or an attempt already settled change nothing. An approval pays the order only when it is for the live
 * attempt of an unpaid order; any other approval (the order was cancelled or expired meanwhile, or the
 * attempt was no longer live) means money the shop must not keep: the payment is marked 'refunded' and
 * given back through the provider at once.
 */
export async function applyDecision(
  db: Db,
  provider: PaymentProvider,
  channel: Channel,
  decision: Decision,
  now = new Date(),
): Promise<Result<ReceivedResult, 'pay.badSignature'>> {
  const found = await findPayment(db, decision.serial);
  // Only the amount and currency the attempt was charged in: never a decision about another sum.
  if (
    !found ||
    found.order.orderNo !== decision.orderNo ||
    found.payment.currencyAmount !== decision.amount ||
    found.payment.currency !== decision.currency.toUpperCase()
  )
    return failure('pay.badSignature');
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (decision.ts > nowSeconds + FUTURE_SKEW_SECONDS) return failure('pay.badSignature');
  const fresh = nowSeconds - decision.ts <= RESULT_MAX_AGE_SECONDS;

  const applied = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.order.id)).for('update');
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.payment.id)).for('update');
    const seen = await tx
      .insert(paymentNotices)
      .values({ nonce: decision.nonce, serial: decision.serial, channel, result: decision.result, receivedAt: now })
      .onConflictDoNothing()
      .returning({ nonce: paymentNotices.nonce });
    const replayed = seen.length === 0;
    let owed = false;
    let status = order.status;
    if (!replayed && fresh) {
      const settle = { settledAt: now, bankSerial: decision.providerRef };
      if (decision.result === 'declined' && payment.status === 'pending') {
        await tx
          .update(payments)
          .set({ ...settle, status: 'declined' })
          .where(eq(payments.id, payment.id));
        await notifyOrderOwner(tx, order, { kind: 'payment', messageKey: 'inbox.paymentFailed', params: { orderNo: order.orderNo } });
      } else if (decision.result === 'approved' && (payment.status === 'pending' || payment.status === 'void')) {
        const paid =
          payment.status === 'pending' && order.status === 'unpaid' ? await markPaidInTx(tx, order.id, payment.serial, decision.providerRef, now) : null;
        if (paid) status = paid.status;
        owed = !paid;
        await tx
          .update(payments)
          .set({ ...settle, status: paid ? 'approved' : 'refunded' })
          .where(eq(payments.id, payment.id));
      }
    }
    return { callback: { result: decision.result, orderNo: order.orderNo, orderId: order.id, status, replayed }, owed };
  });
  const refund = applied.owed ? await refundPayment(db, provider, found.payment.id, now) : null;
  return success({ ...applied.callback, refund });
}
