import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CheckoutSettings } from './settings';
import { cancelExpiredOrders, shipPaidOrders } from './service';
import { refundOwedPayments } from '../pay/service';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutSettings;
  }
}

/**
 * Checkout settings of the configuration, and the periodic job: unpaid orders past their time are
 * cancelled with their stock returned; payments that arrived for closed orders and are not yet given
 * back are refunded again; in demo mode paid orders ship after a delay. Every instance may run it: each
 * change is guarded by the order's status (and a refund is idempotent at the provider).
 */
async function checkoutJobs(app: FastifyInstance) {
  // Validated with every other variable at start (config.ts).
  const settings = app.config.checkout;
  app.decorate('checkout', settings);
  if (settings.sweepSeconds <= 0) return;

  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const cancelled = await cancelExpiredOrders(app.db);
      if (cancelled.length) app.log.info({ cancelled }, 'unpaid orders cancelled');
      const refunds = await refundOwedPayments(app.db, app.payments);
      if (refunds.refunded.length) app.log.info({ refunded: refunds.refunded }, 'payments for closed orders refunded');
      if (refunds.failed.length) app.log.warn({ failed: refunds.failed }, 'refunds of payments for closed orders failed; retried on the next sweep');
      if (settings.demoShipAfterSeconds !== null) {
        const shipped = await shipPaidOrders(app.db, settings.demoShipAfterSeconds);
        if (shipped.length) app.log.info({ shipped }, 'demo: paid orders shipped');
      }
    } catch (error) {
      app.log.error({ err: error }, 'order sweep failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), settings.sweepSeconds * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
  });
}

export default fp(checkoutJobs, { name: 'checkout', dependencies: ['db', 'payments'] });
