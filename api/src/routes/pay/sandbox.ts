import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocale, localePath, type Locale } from '@storefront/shared/routes';
import type { PayResult } from '@storefront/shared/schemas/checkout';
import type { Db } from '../../db';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { formatInCurrency } from '@storefront/shared/money';
import { paymentMethodName } from '../order/service';
import type { Channel, PaymentProvider } from './provider';
import { decisionBodySchema, serialParamsSchema } from './schemas';
import { sandboxPage, type SandboxPageState } from './sandbox-page';
import { findPayment, returnUrl } from './service';

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

/** What the sandbox sends: a fresh nonce and timestamp per message. */
export function issueResult(secret: string, channel: Channel, base: Pick<PayResult, 'serial' | 'orderNo' | 'result' | 'amount'>, now = new Date()): PayResult {
  const unsigned: Unsigned = { ...base, ts: Math.floor(now.getTime() / 1000), nonce: randomBytes(16).toString('hex') };
  return { ...unsigned, sig: signResult(secret, channel, unsigned) };
}

/** The sandbox's reference for a payment (bank payment serial number), the same on both channels. */
export function bankSerial(secret: string, serial: string): string {
  return `SBX${createHmac('sha256', secret).update(`bank|${serial}`).digest('hex').slice(0, 14).toUpperCase()}`;
}

/** Its reference for the refund of a payment: one per payment, so asking twice refunds once. */
function refundRef(secret: string, serial: string): string {
  return `SBR${createHmac('sha256', secret).update(`refund|${serial}`).digest('hex').slice(0, 14).toUpperCase()}`;
}

export type SandboxVerdict = { ok: true } | { ok: false; reason: 'notFound' | 'settled' | 'unavailable' };

/**
 * The sandbox says yes or no only to the order's live attempt of a payable order. The check runs under
 * the same locks as everything else that changes an order (the order row, then its payment), so an
 * attempt cancelled, expired or superseded a moment ago can no longer be approved.
 */
export async function sandboxVerdict(db: Db, serial: string, decision: 'approve' | 'decline', now = new Date()): Promise<SandboxVerdict> {
  return db.transaction(async (tx) => {
    const [ref] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.serial, serial));
    if (!ref) return { ok: false, reason: 'notFound' } as const;
    const [order] = await tx.select({ status: orders.status, payBefore: orders.payBefore }).from(orders).where(eq(orders.id, ref.orderId)).for('update');
    const [payment] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.serial, serial)).for('update');
    if (payment.status === 'approved' || payment.status === 'declined') return { ok: false, reason: 'settled' } as const;
    // Pending is the live attempt: the partial unique index allows one per order.
    if (payment.status !== 'pending') return { ok: false, reason: 'unavailable' } as const;
    if (decision === 'approve' && (order.status !== 'unpaid' || order.payBefore.getTime() <= now.getTime()))
      return { ok: false, reason: 'unavailable' } as const;
    return { ok: true } as const;
  });
}

function pageState(payment: { status: string }, order: { status: string; payBefore: Date }, now = new Date()): SandboxPageState {
  if (payment.status === 'approved' || payment.status === 'declined') return 'done';
  if (payment.status !== 'pending' || order.status !== 'unpaid' || order.payBefore.getTime() <= now.getTime()) return 'unavailable';
  return 'open';
}

/** The hosted page (approve or decline) and the signed notification plus return it sends. */
function sandboxRoutes(secret: string): FastifyPluginAsyncZod {
  return async (app) => {
    const show = async (serial: string, styleNonce?: string) => {
      const found = await findPayment(app.db, serial);
      if (!found) return null;
      const { payment, order } = found;
      const locale: Locale = isLocale(payment.locale) ? payment.locale : 'en';
      return sandboxPage({
        locale,
        serial: payment.serial,
        orderNo: order.orderNo,
        amount: formatInCurrency(payment.amount, order),
        method: paymentMethodName(locale, payment.method, payment.method),
        state: pageState(payment, order),
        backUrl: localePath(locale, `user/order/details/${order.id}`),
        styleNonce,
      });
    };

    // The hosted page is HTML, so its answers have no JSON schema.
    // The page's own stylesheet carries a per-answer nonce: the Content-Security-Policy allows no other inline style.
    app.get(
      '/pay/sandbox/:serial',
      {
        helmet: { enableCSPNonces: true },
        schema: { tags: ['sandbox'], summary: "The sandbox provider's hosted page (test payments only)", params: serialParamsSchema },
      },
      async (request, reply) => {
        const html = await show(request.params.serial, reply.cspNonce.style);
        if (html === null) return reply.callNotFound();
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
      },
    );

    app.post(
      '/pay/sandbox/:serial',
      {
        helmet: { enableCSPNonces: true },
        schema: {
          tags: ['sandbox'],
          summary: 'The shopper approves or declines on the hosted page; 409 when the attempt is not the live one of a payable order',
          params: serialParamsSchema,
          body: decisionBodySchema,
        },
      },
      async (request, reply) => {
        const { serial } = request.params;
        const verdict = await sandboxVerdict(app.db, serial, request.body.decision);
        if (!verdict.ok) {
          if (verdict.reason === 'notFound') return reply.callNotFound();
          const html = await show(serial, reply.cspNonce.style);
          return reply.code(409).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
        }
        const found = (await findPayment(app.db, serial))!;
        const base = {
          serial,
          orderNo: found.order.orderNo,
          amount: found.payment.amount,
          result: request.body.decision === 'approve' ? ('approved' as const) : ('declined' as const),
        };
        // The provider tells the shop server to server first, as a real one does, then sends the shopper back.
        const notify = await app.inject({ method: 'POST', url: '/api/pay/notify', payload: issueResult(secret, 'notify', base) });
        if (notify.statusCode !== 200) request.log.warn({ status: notify.statusCode, body: notify.body }, 'sandbox notify was refused');
        return reply.redirect(returnUrl(found.payment.locale, issueResult(secret, 'return', base)), 303);
      },
    );
  };
}

/** The built-in provider: no money moves; its hosted page says so. Every message is HMAC-signed with the secret. */
export function createSandboxProvider({ secret }: { secret: string }): PaymentProvider {
  return {
    name: 'sandbox',
    movesMoney: false,
    async startAttempt(attempt) {
      return { payUrl: `/api/pay/sandbox/${attempt.serial}` };
    },
    readDecision(channel, message) {
      if (!verifyResult(secret, channel, message)) return null;
      const { serial, orderNo, amount, result, nonce, ts } = message;
      return { serial, orderNo, amount, result, nonce, ts, providerRef: bankSerial(secret, serial) };
    },
    async refund(payment) {
      // It only ever took money under its own reference.
      if (payment.providerRef !== bankSerial(secret, payment.serial)) return { ok: false, error: `unknown payment reference ${payment.providerRef}` };
      if (payment.amount <= 0) return { ok: false, error: 'nothing to refund' };
      return { ok: true, refundRef: refundRef(secret, payment.serial) };
    },
    routes: sandboxRoutes(secret),
  };
}
