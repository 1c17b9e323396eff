import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isProduction, type Config } from '../config';
import { choosePaymentProvider, type PaymentProvider } from '../routes/pay/provider';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

export interface PaymentsPluginOptions {
  config: Pick<Config, 'nodeEnv' | 'dataDir' | 'paymentProvider' | 'paymentSandboxInProduction' | 'paymentSecret'>;
  /** A provider instance to use instead of the one PAYMENT_PROVIDER names (an embedding host, tests). */
  provider?: PaymentProvider;
}

/**
 * The payment provider, chosen once at start. A production server with no provider that moves money
 * (or without PAYMENT_SECRET) stops here, before it opens the database or accepts an order.
 */
async function payments(app: FastifyInstance, options: PaymentsPluginOptions) {
  const provider = options.provider ?? (await choosePaymentProvider(options.config));
  if (isProduction(options.config) && !provider.movesMoney) {
    app.log.warn({ provider: provider.name }, 'PAYMENT_SANDBOX_IN_PRODUCTION=true: orders are marked paid without any money being taken');
  }
  app.decorate('payments', provider);
}

export default fp(payments, { name: 'payments' });
