import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '@storefront/shared/routes';
import type { PaymentResult, PayResult } from '@storefront/shared/schemas/checkout';

/** The two ways a provider's decision reaches the shop; a message of one channel cannot pass for the other. */
export type Channel = 'return' | 'notify';

/** One attempt to pay an order, as the shop hands it to the provider. */
export interface Attempt {
  /** Ours, unique per attempt; also the provider's idempotency key for this attempt. */
  serial: string;
  orderNo: string;
  /** USD minor units. */
  amount: number;
  locale: Locale;
}

/** What the provider decided about an attempt, once its message is verified. */
export interface Decision {
  serial: string;
  orderNo: string;
  amount: number;
  result: PaymentResult;
  /** The provider's reference of the payment (bank payment serial number); what a refund names. */
  providerRef: string;
  /** Unique per message: a second copy is a replay. */
  nonce: string;
  /** When the provider sent it (unix seconds). */
  ts: number;
}

export type RefundResult = { ok: true; refundRef: string } | { ok: false; error: string };

/**
 * A payment provider as the shop uses it. The shop keeps one live attempt per order and decides what a
 * decision does to the order; the provider only takes money, reports, and gives money back.
 */
export interface PaymentProvider {
  /** PAYMENT_PROVIDER's value; stored on each payment row. */
  readonly name: string;
  /** False for a provider that moves no money (the sandbox): it must say so to the shopper. */
  readonly movesMoney: boolean;
  /**
   * Opens the attempt at the provider: the page the shopper pays on. Called again for the same attempt
   * (concurrent or repeated starts), it must return the same page: the serial is the idempotency key.
   */
  startAttempt(attempt: Attempt): Promise<{ payUrl: string }>;
  /** A message that claims to come from the provider: its decision, or null when it is not genuine. */
  readDecision(channel: Channel, message: PayResult): Decision | null;
  /**
   * Gives an approved payment back in full. Idempotent per payment (the serial is the key): the shop
   * retries until it succeeds and may call it again after a success it did not get to record.
   */
  refund(payment: { serial: string; providerRef: string; amount: number }): Promise<RefundResult>;
  /** Endpoints the provider needs inside the shop (the sandbox's hosted page), registered under /api. */
  routes?: FastifyPluginAsyncZod;
}
