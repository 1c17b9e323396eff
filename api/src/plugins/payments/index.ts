import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isProduction, paymentSetupProblems, type Config } from '../../config';
import type { Db } from '../../db';
import { serverSecret } from '../../lib/server-secret';
import type { PaymentProvider } from './port';
import { createSandboxProvider } from './sandbox';
import { createStripeProvider } from './stripe';

// The payment port's types and the provider chosen at start; providers live beside this file.
export {
  closeAttempts,
  type Channel,
  type Charge,
  type Decision,
  type PaymentProvider,
  type ProviderRoutesOptions,
  type RefundRequest,
  type RefundResult,
  type ReportDecision,
  type SettledRefund,
  type ReportOutcome,
} from './port';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

type PaymentConfig = Pick<Config, 'nodeEnv' | 'dataDir' | 'paymentProvider' | 'paymentSandboxInProduction' | 'paymentSecret' | 'stripe' | 'publicUrl'>;

export interface PaymentsPluginOptions {
  config: PaymentConfig;
  /** A provider instance to use instead of the one PAYMENT_PROVIDER names (an embedding host, tests). */
  provider?: PaymentProvider;
}

/** Configuration that must stop the server: the messages say what to set. */
class PaymentSetupError extends Error {
  constructor(readonly problems: string[]) {
    super(`Payment set-up refused:\n- ${problems.join('\n- ')}`);
    this.name = 'PaymentSetupError';
  }
}

/**
 * PAYMENT_SECRET; outside production, when unset, a random key generated once per data folder
 * (DATA_DIR/payment-secret) so a restart keeps verifying what it signed.
 */
export function paymentSecret(config: Pick<Config, 'dataDir' | 'paymentSecret'>): Promise<string> {
  return serverSecret(config.paymentSecret, config.dataDir, 'payment-secret');
}

/**
 * The configured provider, or a PaymentSetupError listing every problem. Production never falls back to
 * the sandbox: it needs a provider that moves money, or the sandbox chosen twice on purpose
 * (PAYMENT_PROVIDER=sandbox and PAYMENT_SANDBOX_IN_PRODUCTION=true), and always a shared PAYMENT_SECRET.
 */
export async function choosePaymentProvider(config: PaymentConfig, db: () => Db): Promise<PaymentProvider> {
  const problems = paymentSetupProblems(config);
  if (problems.length) throw new PaymentSetupError(problems);
  // The database opens after this check (a bad set-up stops the server first), so a provider reaches
  // its own tables through the handle once it is there.
  if (config.paymentProvider === 'stripe') {
    // paymentSetupProblems refused a missing key, secret or PUBLIC_URL above.
    const { secretKey, webhookSecret, apiBase } = config.stripe;
    return createStripeProvider({ secretKey: secretKey!, webhookSecret: webhookSecret!, apiBase, publicUrl: config.publicUrl!, db });
  }
  return createSandboxProvider({ secret: await paymentSecret(config), db });
}

/**
 * The payment provider, chosen once at start. A production server with no provider that moves money
 * (or without PAYMENT_SECRET) stops here, before it opens the database or accepts an order.
 */
async function payments(app: FastifyInstance, options: PaymentsPluginOptions) {
  const provider = options.provider ?? (await choosePaymentProvider(options.config, () => app.db));
  if (isProduction(options.config) && !provider.movesMoney) {
    app.log.warn({ provider: provider.name }, 'PAYMENT_SANDBOX_IN_PRODUCTION=true: orders are marked paid without any money being taken');
  }
  app.decorate('payments', provider);
}

export default fp(payments, { name: 'payments' });
