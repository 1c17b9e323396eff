import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import type { Locale } from '@storefront/shared/routes';
import type { Db } from '../../db';
import type { PaymentProvider, ProviderRoutesOptions } from './port';
import { stripeEvents, stripeSessions } from './stripe-table';

/**
 * The Stripe API version this code is written against (the one stripe@23.1.0 ships with). Pinned here so a
 * change of the account's default version in the dashboard cannot change the shapes this code reads; the
 * webhook endpoint at Stripe must be created with the same version.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/** How old a webhook's signed timestamp may be: Stripe's own default, against replays of a captured delivery. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

// Stripe asks for at least 30 minutes and at most 24 hours between creating a session and its expiry.
const MIN_SESSION_SECONDS = 31 * 60;
const MAX_SESSION_SECONDS = 24 * 60 * 60 - 60;

/** The language of Stripe's hosted page for each shop language. */
const CHECKOUT_LOCALES: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: 'en',
  cn: 'zh',
  de: 'de',
  es: 'es',
  fr: 'fr',
  jp: 'ja',
  pt: 'pt',
  ru: 'ru',
  tw: 'zh-TW',
};

/**
 * ISO 4217 currencies Stripe charges in (its list of presentment currencies). An order in any other one is
 * refused at checkout instead of being charged in another currency.
 */
const CHARGEABLE = new Set(
  (
    'USD AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BIF BMD BND BOB BRL BSD BWP BYN BZD CAD CDF CHF CLP CNY COP ' +
    'CRC CVE CZK DJF DKK DOP DZD EGP ETB EUR FJD FKP GBP GEL GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR ISK JMD JPY KES ' +
    'KGS KHR KMF KRW KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD ' +
    'PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SEK SGD SHP SLE SOS SRD STD SZL THB TJS TOP TRY TTD TWD TZS ' +
    'UAH UGX UYU UZS VND VUV WST XAF XCD XOF XPF YER ZAR ZMW'
  ).split(' '),
);

export interface StripeProviderOptions {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** STRIPE_API_BASE: another address for Stripe's API (a local stand-in in tests); null is Stripe's own. */
  apiBase: string | null;
  /** PUBLIC_URL: the hosted page sends the shopper back to this origin. */
  publicUrl: string;
  db: () => Db;
}

/** The SDK pointed at Stripe, or at STRIPE_API_BASE through its host, port and protocol options. */
export function stripeClient(secretKey: string, apiBase: string | null): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // Retries carry the same idempotency key, so a lost answer never opens a second session or refund.
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' }
      : {}),
  });
}

type SessionRow = typeof stripeSessions.$inferSelect;

/** The payment's decision a Checkout Session event carries, or null for an event that decides nothing. */
function resultOf(event: Stripe.Event): 'approved' | 'declined' | null {
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed method (a bank debit) completes the session unpaid; its outcome comes as an async event.
      return event.data.object.payment_status === 'paid' ? 'approved' : null;
    case 'checkout.session.async_payment_succeeded':
      return 'approved';
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'declined';
    default:
      return null;
  }
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Stripe Checkout behind the payment port: one hosted session per attempt (wallets and 3-D Secure are
 * Stripe's), the decision by signed webhook, refunds through the Refunds API that settle when Stripe says
 * the charge was refunded. It keeps its own records (stripe-table.ts) and knows the shop only through the port.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = stripeClient(options.secretKey, options.apiBase);
  const { db } = options;

  const sessionOf = async (serial: string): Promise<SessionRow | null> => {
    const [row] = await db().select().from(stripeSessions).where(eq(stripeSessions.serial, serial));
    return row ?? null;
  };

  const routes: FastifyPluginAsyncZod<ProviderRoutesOptions> = async (app, { report, reportRefund }) => {
    // Only here: the signature is computed over the exact bytes Stripe sent, so this route reads them unparsed.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

    app.post(
      '/pay/stripe/webhook',
      { schema: { tags: ['stripe'], summary: "Stripe's signed webhook events (checkout sessions, refunds)", hide: true } },
      async (request, reply) => {
        const refuse = (reason: string, details: Record<string, unknown> = {}) => {
          request.log.warn({ ...details, reason }, 'Stripe webhook refused; nothing changed');
          return reply.code(400).send({ status: 400, msg: reason, data: null });
        };
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') return refuse('missing body or Stripe-Signature');
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(request.body, signature, options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
        } catch (error) {
          return refuse('signature not verified', { err: error instanceof Error ? error.message : String(error) });
        }
        const [seen] = await db().select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
        if (seen) return { status: 200, msg: 'replayed', data: null };

        if (event.type.startsWith('checkout.session.')) {
          const session = event.data.object as Stripe.Checkout.Session;
          const serial = session.client_reference_id ?? '';
          const row = await sessionOf(serial);
          if (!row || row.sessionId !== session.id) return refuse('not a session of this shop', { eventId: event.id, sessionId: session.id });
          const currency = (session.currency ?? '').toUpperCase();
          if (session.amount_total !== row.amount || currency !== row.currency)
            return refuse('amount or currency does not match the order', {
              eventId: event.id,
              serial,
              asked: { amount: row.amount, currency: row.currency },
              got: { amount: session.amount_total, currency },
            });
          const paymentIntent = idOf(session.payment_intent);
          if (paymentIntent && paymentIntent !== row.paymentIntent)
            await db().update(stripeSessions).set({ paymentIntent }).where(eq(stripeSessions.serial, serial));
          const result = resultOf(event);
          if (result) {
            const told = await report({
              serial,
              orderNo: row.orderNo,
              amount: session.amount_total,
              currency,
              result,
              providerRef: paymentIntent ?? session.id,
              // The event id: the shop records it too, so two instances handling one delivery apply it once.
              nonce: event.id,
              ts: event.created,
            });
            if (!told.ok) return refuse(told.error, { eventId: event.id, serial });
          }
        } else if (event.type === 'charge.refunded') {
          const charge = event.data.object;
          const paymentIntent = idOf(charge.payment_intent);
          const [row] = paymentIntent ? await db().select().from(stripeSessions).where(eq(stripeSessions.paymentIntent, paymentIntent)) : [];
          // A charge this shop never asked for (another integration on the same account) is none of its business.
          if (!row) return { status: 200, msg: 'ignored', data: null };
          const currency = charge.currency.toUpperCase();
          if (currency !== row.currency || charge.amount !== row.amount)
            return refuse('amount or currency does not match the order', { eventId: event.id, serial: row.serial });
          // Sent for partial refunds too; amount_refunded is the running total, which the shop matches.
          if (charge.amount_refunded > 0) {
            const told = await reportRefund({ serial: row.serial, amount: charge.amount_refunded, currency });
            if (!told.ok) return refuse(told.error, { eventId: event.id, serial: row.serial });
          }
        }
        await db().insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
        return { status: 200, msg: 'ok', data: null };
      },
    );
  };

  return {
    name: 'stripe',
    movesMoney: true,
    canCharge: (currency) => CHARGEABLE.has(currency.toUpperCase()),
    async startAttempt(charge) {
      // The same attempt again (another tab, another language) is the same page: a session cannot change.
      const known = await sessionOf(charge.serial);
      if (known) return { payUrl: known.url };
      const now = Math.floor(Date.now() / 1000);
      const until = Math.floor(charge.expiresAt.getTime() / 1000);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: charge.serial,
          line_items: [
            {
              quantity: 1,
              price_data: { currency: charge.currency.toLowerCase(), unit_amount: charge.amount, product_data: { name: charge.orderNo } },
            },
          ],
          // Charged in the order's currency, never converted by Stripe into another.
          adaptive_pricing: { enabled: false },
          locale: CHECKOUT_LOCALES[charge.locale],
          // Stripe's shortest session is 30 minutes; an order that closes before is refunded if paid late.
          expires_at: Math.min(now + MAX_SESSION_SECONDS, Math.max(now + MIN_SESSION_SECONDS, until)),
          success_url: `${options.publicUrl}${charge.returnUrl}?serial=${encodeURIComponent(charge.serial)}`,
          cancel_url: `${options.publicUrl}${charge.backUrl}`,
          metadata: { serial: charge.serial, orderNo: charge.orderNo },
          payment_intent_data: { metadata: { serial: charge.serial, orderNo: charge.orderNo } },
        },
        { idempotencyKey: `session-${charge.serial}` },
      );
      if (!session.url) throw new Error(`Stripe opened session ${session.id} without a page`);
      await db()
        .insert(stripeSessions)
        .values({
          serial: charge.serial,
          sessionId: session.id,
          url: session.url,
          orderNo: charge.orderNo,
          amount: charge.amount,
          currency: charge.currency.toUpperCase(),
        })
        .onConflictDoNothing();
      return { payUrl: (await sessionOf(charge.serial))?.url ?? session.url };
    },
    async cancelAttempt(serial) {
      const row = await sessionOf(serial);
      if (!row) return;
      const session = await stripe.checkout.sessions.retrieve(row.sessionId);
      if (session.status === 'open') await stripe.checkout.sessions.expire(row.sessionId);
    },
    // Stripe's return to the shop carries no decision: only its signed webhook does.
    readDecision: () => null,
    async refund(request) {
      const row = await sessionOf(request.serial);
      if (!row || !row.paymentIntent || row.paymentIntent !== request.providerRef) return { ok: false, error: `no Stripe payment for ${request.serial}` };
      if (row.amount !== request.charged || row.currency !== request.currency || request.amount <= 0 || request.amount > row.amount)
        return { ok: false, error: `refund of ${request.serial} does not match its charge` };
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: row.paymentIntent, amount: request.amount, metadata: { serial: request.serial } },
          { idempotencyKey: request.key },
        );
        // Settled when Stripe sends charge.refunded, not when it accepts the request.
        return { ok: true, refundRef: refund.id, settled: false };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
    routes,
  };
}
