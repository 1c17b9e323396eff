import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMoney } from '@storefront/shared/money';
import { isLocale, type Locale } from '@storefront/shared/routes';
import type { PayResult } from '@storefront/shared/schemas/checkout';
import { textField } from '@storefront/shared/schemas/common';
import type { Db } from '../../db';
import type { Channel, Decision, PaymentProvider, ProviderRoutesOptions } from './port';
import { sandboxPage, type SandboxPageState } from './sandbox-page';
import { sandboxPayments } from './sandbox-table';

type Unsigned = Omit<PayResult, 'sig'>;

function payload(channel: Channel, r: Unsigned): string {
  return [channel, r.serial, r.orderNo, r.result, r.amount, r.currency, r.ts, r.nonce].join('|');
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
export function issueResult(
  secret: string,
  channel: Channel,
  base: Pick<PayResult, 'serial' | 'orderNo' | 'result' | 'amount' | 'currency'>,
  now = new Date(),
): PayResult {
  const unsigned: Unsigned = { ...base, ts: Math.floor(now.getTime() / 1000), nonce: randomBytes(16).toString('hex') };
  return { ...unsigned, sig: signResult(secret, channel, unsigned) };
}

/** The sandbox's reference for a payment (bank payment serial number), the same on both channels. */
export function bankSerial(secret: string, serial: string): string {
  return `SBX${createHmac('sha256', secret).update(`bank|${serial}`).digest('hex').slice(0, 14).toUpperCase()}`;
}

/** Its reference for a refund: one per request key, so asking twice refunds once. */
function refundRef(secret: string, key: string): string {
  return `SBR${createHmac('sha256', secret).update(`refund|${key}`).digest('hex').slice(0, 14).toUpperCase()}`;
}

type SandboxPayment = typeof sandboxPayments.$inferSelect;

function pageState(payment: Pick<SandboxPayment, 'status' | 'expiresAt'>, now = new Date()): SandboxPageState {
  if (payment.status === 'approved' || payment.status === 'declined') return 'done';
  if (payment.status !== 'open' || payment.expiresAt.getTime() <= now.getTime()) return 'unavailable';
  return 'open';
}

export type SandboxVerdict = { ok: true; payment: SandboxPayment } | { ok: false; reason: 'notFound' | 'settled' | 'unavailable' };

/**
 * The sandbox says yes or no once per attempt, and yes only while the attempt is open and not past the
 * time the shop gave. One conditional UPDATE decides, so two clicks (or two instances) cannot both win.
 */
export async function sandboxVerdict(db: Db, serial: string, decision: 'approve' | 'decline', now = new Date()): Promise<SandboxVerdict> {
  const [decided] = await db
    .update(sandboxPayments)
    .set({ status: decision === 'approve' ? 'approved' : 'declined', decidedAt: now })
    .where(and(eq(sandboxPayments.serial, serial), eq(sandboxPayments.status, 'open'), decision === 'approve' ? gt(sandboxPayments.expiresAt, now) : undefined))
    .returning();
  if (decided) return { ok: true, payment: decided };
  const [payment] = await db.select({ status: sandboxPayments.status }).from(sandboxPayments).where(eq(sandboxPayments.serial, serial));
  if (!payment) return { ok: false, reason: 'notFound' };
  return { ok: false, reason: payment.status === 'approved' || payment.status === 'declined' ? 'settled' : 'unavailable' };
}

const serialParamsSchema = z.object({ serial: textField().regex(/^[A-Z0-9]{8,64}$/) });
/** The hosted page's form. */
const decisionBodySchema = z.object({ decision: z.enum(['approve', 'decline']) });

/** The hosted page (approve or decline), the decision reported to the shop and the signed return. */
function sandboxRoutes(secret: string, db: () => Db): FastifyPluginAsyncZod<ProviderRoutesOptions> {
  return async (app, { report }) => {
    const show = async (serial: string, styleNonce?: string) => {
      const [payment] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.serial, serial));
      if (!payment) return null;
      const locale: Locale = isLocale(payment.locale) ? payment.locale : 'en';
      return sandboxPage({
        locale,
        serial: payment.serial,
        orderNo: payment.orderNo,
        amount: formatMoney(payment.amount, payment.currency, locale),
        method: payment.method,
        state: pageState(payment),
        backUrl: payment.backUrl,
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
        const verdict = await sandboxVerdict(db(), serial, request.body.decision);
        if (!verdict.ok) {
          if (verdict.reason === 'notFound') return reply.callNotFound();
          const html = await show(serial, reply.cspNonce.style);
          return reply.code(409).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
        }
        const { payment } = verdict;
        const base = {
          serial,
          orderNo: payment.orderNo,
          amount: payment.amount,
          currency: payment.currency,
          result: request.body.decision === 'approve' ? ('approved' as const) : ('declined' as const),
        };
        // The provider tells the shop server to server first, as a real one does, then sends the shopper back.
        const decision: Decision = {
          ...base,
          providerRef: payment.id,
          nonce: randomBytes(16).toString('hex'),
          ts: Math.floor(Date.now() / 1000),
        };
        try {
          const told = await report(decision);
          if (!told.ok) request.log.warn({ serial, error: told.error }, 'sandbox notify was refused');
        } catch (error) {
          // The signed return still carries the decision to the shop.
          request.log.warn({ err: error, serial }, 'sandbox notify failed');
        }
        const query = new URLSearchParams(Object.entries(issueResult(secret, 'return', base)).map(([k, v]): [string, string] => [k, String(v)]));
        return reply.redirect(`${payment.returnUrl}?${query.toString()}`, 303);
      },
    );
  };
}

/**
 * The built-in provider: no money moves; its hosted page says so. Every message is HMAC-signed with the
 * secret. It keeps its own record of each attempt (sandbox-table.ts), reached through `db` once the
 * database is open, and knows the shop only through the port.
 */
export function createSandboxProvider({ secret, db }: { secret: string; db: () => Db }): PaymentProvider {
  return {
    name: 'sandbox',
    movesMoney: false,
    // It takes no money, so it can show any ISO 4217 currency.
    canCharge: (currency) => /^[A-Z]{3}$/.test(currency),
    async startAttempt(charge) {
      // The same attempt again keeps its decision; its page follows the latest language and addresses.
      const shown = {
        method: charge.method,
        locale: charge.locale,
        returnUrl: charge.returnUrl,
        backUrl: charge.backUrl,
      };
      await db()
        .insert(sandboxPayments)
        .values({
          ...shown,
          id: bankSerial(secret, charge.serial),
          serial: charge.serial,
          orderNo: charge.orderNo,
          amount: charge.amount,
          currency: charge.currency,
          expiresAt: charge.expiresAt,
        })
        .onConflictDoUpdate({ target: sandboxPayments.serial, set: shown });
      return { payUrl: `/api/pay/sandbox/${charge.serial}` };
    },
    async cancelAttempt(serial) {
      await db()
        .update(sandboxPayments)
        .set({ status: 'cancelled', decidedAt: new Date() })
        .where(and(eq(sandboxPayments.serial, serial), eq(sandboxPayments.status, 'open')));
    },
    readDecision(channel, message) {
      if (!verifyResult(secret, channel, message)) return null;
      const { serial, orderNo, amount, currency, result, nonce, ts } = message;
      return { serial, orderNo, amount, currency, result, nonce, ts, providerRef: bankSerial(secret, serial) };
    },
    async refund(request) {
      // It only ever took money under its own reference.
      if (request.providerRef !== bankSerial(secret, request.serial)) return { ok: false, error: `unknown payment reference ${request.providerRef}` };
      if (request.amount <= 0 || request.amount > request.charged) return { ok: false, error: 'nothing to refund, or more than was taken' };
      return { ok: true, refundRef: refundRef(secret, request.key), settled: true };
    },
    routes: sandboxRoutes(secret, db),
  };
}
