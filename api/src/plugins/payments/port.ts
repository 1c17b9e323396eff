import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@storefront/shared/routes';
import type { PaymentResult, PayResult } from '@storefront/shared/schemas/checkout';

/*
 * The payment port: the only way a provider and the shop reach each other (docs/adr/0030). The shop hands a
 * provider what to charge (a Charge), closes an attempt it no longer wants, and asks for refunds; the
 * provider answers through the return URL it was given and through the shop's report function. A provider
 * never reads the shop's tables nor calls the shop's endpoints.
 */

/** The two ways a provider's decision reaches the shop; a message of one channel cannot pass for the other. */
export type Channel = 'return' | 'notify';

/** One attempt to pay an order: everything the provider needs to charge it and show its page. */
export interface Charge {
  /** The shop's reference, unique per attempt; also the provider's idempotency key for this attempt. */
  serial: string;
  orderNo: string;
  /**
   * What the shopper pays, exactly: the order's total in the order's currency, in that currency's minor
   * units (ISO 4217: whole yen, cents of a euro). Every decision about this attempt carries both back.
   */
  amount: number;
  /** ISO 4217 code of the order's currency, upper case. */
  currency: string;
  /** The payment method's name in the shopper's language. */
  method: string;
  locale: Locale;
  /** Where the provider sends the shopper with its signed result (shop/payCallback in their language). */
  returnUrl: string;
  /** Where a shopper who cannot pay (any more) goes back to: the order's page. */
  backUrl: string;
  /** After this the order no longer takes a payment; the provider must not approve one. */
  expiresAt: Date;
}

/** What the provider decided about an attempt, once its message is verified. */
export interface Decision {
  serial: string;
  orderNo: string;
  /** What the provider took, in the minor units of `currency`; the shop refuses one that is not the charge's. */
  amount: number;
  currency: string;
  result: PaymentResult;
  /** The provider's reference of the payment (bank payment serial number); what a refund names. */
  providerRef: string;
  /** Unique per message: a second copy is a replay. */
  nonce: string;
  /** When the provider sent it (unix seconds). */
  ts: number;
}

/**
 * A refund the provider took: `settled` when the money is back already; otherwise the provider reports it
 * through reportRefund once it is (Stripe's charge.refunded).
 */
export type RefundResult = { ok: true; refundRef: string; settled: boolean } | { ok: false; error: string };

/** What the shop asks a provider to give back of an approved payment. */
export interface RefundRequest {
  /** The attempt's serial. */
  serial: string;
  /** The provider's reference of the payment (Decision.providerRef). */
  providerRef: string;
  /** What the payment took, in the minor units of `currency`; the provider refuses a request that names another charge. */
  charged: number;
  currency: string;
  /** What goes back: all of `charged` (a payment the shop cannot keep) or a part (an accepted refund application). */
  amount: number;
  /** The idempotency key: the same request made again (a retry, a second instance) refunds once. */
  key: string;
}

/**
 * A provider's report of a payment's refunds: the attempt's serial and all that has gone back of it so far,
 * in the charge's currency (Stripe's charge.refunded carries the running total, partial refunds included).
 */
export interface SettledRefund {
  serial: string;
  amount: number;
  currency: string;
}

/** The shop's answer to a report: refused when it names no attempt of the shop's. */
export type ReportOutcome = { ok: true } | { ok: false; error: string };

/** How a provider tells the shop of a decision server to server (a real one: its webhook, verified). */
export type ReportDecision = (decision: Decision) => Promise<ReportOutcome>;

/** What the shop gives a provider's own endpoints when it mounts them. */
export interface ProviderRoutesOptions {
  report: ReportDecision;
  /** Refunds asked for earlier went through; refused when it names no payment the shop asked to refund. */
  reportRefund: (refund: SettledRefund) => Promise<ReportOutcome>;
}

/**
 * A payment provider as the shop uses it. The shop keeps one live attempt per order and decides what a
 * decision does to the order; the provider only takes money, reports, and gives money back.
 */
export interface PaymentProvider {
  /** PAYMENT_PROVIDER's value; stored on each payment row. */
  readonly name: string;
  /** False for a provider that moves no money (the sandbox): it must say so to the shopper. */
  readonly movesMoney: boolean;
  /** Whether it can charge in a currency (ISO 4217, upper case); checkout refuses an order in one it cannot. */
  canCharge(currency: string): boolean;
  /**
   * Opens the attempt at the provider: the page the shopper pays on. Called again for the same attempt
   * (concurrent or repeated starts, another language), it must return the same page: the serial is the
   * idempotency key; the page follows the latest charge's language and URLs.
   */
  startAttempt(charge: Charge): Promise<{ payUrl: string }>;
  /**
   * The shop no longer takes this attempt (the order was cancelled): the provider stops offering it. A
   * provider that cannot close a page leaves this out; a payment that still arrives is refunded.
   */
  cancelAttempt?(serial: string): Promise<void>;
  /** A message that claims to come from the provider: its decision, or null when it is not genuine. */
  readDecision(channel: Channel, message: PayResult): Decision | null;
  /**
   * Gives back all or part of an approved payment. Idempotent per request key: the shop retries until it
   * succeeds and may call it again after a success it did not get to record.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Endpoints the provider needs inside the shop (the sandbox's hosted page), registered under /api. */
  routes?: FastifyPluginAsyncZod<ProviderRoutesOptions>;
}

/**
 * Closes attempts the shop voided. A failure is logged, not raised: the order is already cancelled, and an
 * approval that still comes is refunded like any payment for a closed order.
 */
export async function closeAttempts(provider: PaymentProvider, serials: readonly string[], log: FastifyBaseLogger): Promise<void> {
  if (!provider.cancelAttempt) return;
  for (const serial of serials) {
    try {
      await provider.cancelAttempt(serial);
    } catch (error) {
      log.warn(
        { err: error, serial, provider: provider.name },
        'the provider did not close a voided payment attempt; a payment that still arrives is refunded',
      );
    }
  }
}
