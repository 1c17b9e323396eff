import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadCheckoutSettings, type CheckoutSettings } from './settings';
import { cancelExpiredOrders, shipPaidOrders } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutSettings;
  }
}

/**
 * Checkout settings from the environment, and the periodic job: unpaid orders past their time are
 * cancelled with their stock returned; in demo mode paid orders ship after a delay. Every instance may
 * run it: each change is guarded by the order's status.
 */
async function checkoutJobs(app: FastifyInstance) {
  const settings = await loadCheckoutSettings(process.env, app.config.dataDir);
  app.decorate('checkout', settings);
  if (settings.sweepSeconds <= 0) return;

  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const cancelled = await cancelExpiredOrders(app.db);
      if (cancelled.length) app.log.info({ cancelled }, 'unpaid orders cancelled');
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

export default fp(checkoutJobs, { name: 'checkout', dependencies: ['db'] });
