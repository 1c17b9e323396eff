import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isLocale, localePath, type Locale } from '@storefront/shared/routes';
import type { PayCallback, PaymentMethod, PayResult, PaymentResult } from '@storefront/shared/schemas/checkout';
import type { Db } from '../../db';
import { orders } from '../../db/schema/orders';
import { paymentNotices, payments } from '../../db/schema/payments';
import { ApiError } from '../../lib/errors';
import { activePaymentMethods } from '../order/pricing';
import { markPaidInTx, paymentMethodName } from '../order/service';
import { notifyUser } from '../inbox/notify';
import { getSettings } from '../shop/service';

/** The two ways a signed result arrives; the channel is part of what is signed, so one cannot pass for the other. */
export type Channel = 'return' | 'notify';

/** A signed result older than this still verifies but changes nothing. */
export const RESULT_MAX_AGE_SECONDS = 24 * 60 * 60;
/** Clock skew tolerated for results dated in the future. */
const FUTURE_SKEW_SECONDS = 5 * 60;

type Unsigned = Omit<PayResult, 'sig'>;

function payload(channel: Channel, r: Unsigned): string {
  return [channel, r.serial, r.orderNo, r.result, r.amount, r.ts, r.nonce].join('|');
}

export function signResult(secret: string, channel: Channel, r: Unsigned): string {
  return createHmac('sha256', secret).update(payload(channel, r)).digest('hex');
}

export function verifyResult(secret: string, channel: Channel, r: PayResult): boolean {
  const expected = Buffer.from(signResult(secret, channel, r), 'hex');
  const given = Buffer.from(r.sig, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What the sandbox provider sends: a fresh nonce and timestamp per message. */
export function issueResult(secret: string, channel: Channel, base: Pick<PayResult, 'serial' | 'orderNo' | 'result' | 'amount'>, now = new Date()): PayResult {
  const unsigned: Unsigned = { ...base, ts: Math.floor(now.getTime() / 1000), nonce: randomBytes(16).toString('hex') };
  return { ...unsigned, sig: signResult(secret, channel, unsigned) };
}

/** The provider's reference for a payment (bank payment serial number), the same on both channels. */
function bankSerial(secret: string, serial: string): string {
  return `SBX${createHmac('sha256', secret).update(`bank|${serial}`).digest('hex').slice(0, 14).toUpperCase()}`;
}

function newSerial(now = new Date()): string {
  return `PAY${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(8).toString('hex').toUpperCase()}`;
}

export async function listPaymentMethods(db: Db, locale: Locale): Promise<PaymentMethod[]> {
  const rows = await activePaymentMethods(db);
  return rows.map((m) => ({ code: m.code, name: paymentMethodName(locale, m.code, m.name), feeFixed: m.feeFixed, feeRate: m.feeRate }));
}

/** POST /api/pay/start: a new payment attempt at the sandbox provider for an unpaid order of the customer. */
export async function startPayment(db: Db, userId: number, orderId: number, locale: Locale, now = new Date()): Promise<{ payUrl: string; serialNumber: string }> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw ApiError.notFound();
  if ((await getSettings(db)).webPayclose === 1) throw ApiError.badRequest('pay.closed');
  if (order.status !== 'unpaid' || order.payBefore.getTime() <= now.getTime()) throw ApiError.badRequest('pay.notPayable');
  const serial = newSerial(now);
  await db.transaction(async (tx) => {
    // Only the newest attempt can still be paid.
    await tx
      .update(payments)
      .set({ status: 'void', settledAt: now })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
    await tx.insert(payments).values({ serial, orderId: order.id, method: order.paymentMethod, amount: order.actualPayment, locale, createdAt: now });
  });
  return { payUrl: `/api/pay/sandbox/${serial}`, serialNumber: serial };
}

export async function findPayment(db: Db, serial: string) {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.serial, serial));
  return row ?? null;
}

/**
 * A signed result from the provider, by either channel. A bad signature is rejected; a valid one is
 * applied once: a replayed nonce, a stale timestamp or an attempt no longer pending change nothing, and
 * the answer reports the order as it is.
 */
export async function receiveResult(db: Db, secret: string, channel: Channel, r: PayResult, now = new Date()): Promise<PayCallback> {
  if (!verifyResult(secret, channel, r)) throw ApiError.badRequest('pay.badSignature');
  const found = await findPayment(db, r.serial);
  if (!found || found.order.orderNo !== r.orderNo || found.payment.amount !== r.amount) throw ApiError.badRequest('pay.badSignature');
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (r.ts > nowSeconds + FUTURE_SKEW_SECONDS) throw ApiError.badRequest('pay.badSignature');
  const fresh = nowSeconds - r.ts <= RESULT_MAX_AGE_SECONDS;

  return db.transaction(async (tx) => {
    const seen = await tx
      .insert(paymentNotices)
      .values({ nonce: r.nonce, serial: r.serial, channel, result: r.result, receivedAt: now })
      .onConflictDoNothing()
      .returning({ nonce: paymentNotices.nonce });
    const replayed = seen.length === 0;
    if (!replayed && fresh) {
      const status = r.result satisfies PaymentResult;
      const [settled] = await tx
        .update(payments)
        .set({ status, settledAt: now, bankSerial: bankSerial(secret, r.serial) })
        .where(and(eq(payments.serial, r.serial), eq(payments.status, 'pending')))
        .returning();
      if (settled && status === 'approved') {
        const paid = await markPaidInTx(tx, settled.orderId, settled.serial, settled.bankSerial!, now);
        // Paid after the order was cancelled: the attempt is void, the order stays as it is.
        if (!paid) await tx.update(payments).set({ status: 'void' }).where(eq(payments.id, settled.id));
      } else if (settled) {
        await notifyUser(tx, found.order.userId, { kind: 'payment', messageKey: 'inbox.paymentFailed', params: { orderNo: found.order.orderNo }, orderId: found.order.id });
      }
    }
    const [order] = await tx.select({ id: orders.id, orderNo: orders.orderNo, status: orders.status }).from(orders).where(eq(orders.id, found.order.id));
    return { result: r.result, orderNo: order.orderNo, orderId: order.id, status: order.status, replayed };
  });
}

/** Where the provider sends the shopper back: shop/payCallback in the language the payment started from. */
export function returnUrl(locale: string, r: PayResult): string {
  const lang: Locale = isLocale(locale) ? locale : 'en';
  const query = new URLSearchParams(Object.entries(r).map(([k, v]): [string, string] => [k, String(v)]));
  return `${localePath(lang, 'shop/payCallback')}?${query.toString()}`;
}
