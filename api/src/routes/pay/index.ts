import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope';
import { orRefuse } from '../../lib/errors';
import { guestOwner } from '../../lib/order-links';
import { requestLocale } from '../../i18n/messages';
import {
  guestPayStartBodySchema,
  orderTokenHeadersSchema,
  payAttemptSchema,
  payCallbackSchema,
  paymentMethodSchema,
  payResultSchema,
  payStartBodySchema,
  payStartSchema,
} from './schemas';
import {
  applyDecision,
  attemptState,
  listPaymentMethods,
  receiveResult,
  payBackAcceptedRefunds,
  refundOwedPayments,
  settleProviderRefund,
  startPayment,
  type ReceivedResult,
} from './service';

const security: { [label: string]: string[] }[] = [{ bearer: [] }, { certificate: [] }];

/** A refund owed that the provider did not take now stays owed; the sweep asks again. */
function logRefund(log: FastifyBaseLogger, { refund, ...answer }: ReceivedResult) {
  if (refund?.ok === false)
    log.warn({ paymentId: refund.paymentId, error: refund.error }, 'refund of a payment for a closed order failed; retried by the sweep');
  else if (refund) log.info({ paymentId: refund.paymentId, orderNo: answer.orderNo }, 'payment for a closed order refunded');
  return answer;
}

/**
 * Payment methods, starting a payment, the provider's signed return to shop/payCallback (verified
 * through /pay/callback) and its signed server-to-server notification; the chosen provider's own routes.
 */
const payRoutes: FastifyPluginAsyncZod = async (app) => {
  // Payments that arrived for closed orders and are not yet given back are refunded again (a refund is
  // idempotent at the provider, so every instance may run this).
  app.jobs.every('refund-owed-payments', app.config.checkout.sweepSeconds, async () => {
    const refunds = await refundOwedPayments(app.db, app.payments);
    if (refunds.refunded.length) app.log.info({ refunded: refunds.refunded }, 'payments for closed orders refunded');
    if (refunds.failed.length) app.log.warn({ failed: refunds.failed }, 'refunds of payments for closed orders failed; retried on the next sweep');
    // Refund applications the operator accepted whose request to the provider failed are asked again.
    const accepted = await payBackAcceptedRefunds(app.db, app.payments);
    if (accepted.requested.length) app.log.info({ orders: accepted.requested }, 'accepted refunds asked of the provider');
    if (accepted.failed.length) app.log.warn({ failed: accepted.failed }, 'accepted refunds not taken by the provider; retried on the next sweep');
  });

  app.get(
    '/pay/methods',
    { schema: { tags: ['pay'], summary: 'Payment methods with their service charge', response: responses(z.array(paymentMethodSchema)) } },
    async (request) => ok(await listPaymentMethods(app.db, requestLocale(request))),
  );

  app.post(
    '/pay/start',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['pay'],
        summary: "Start paying an unpaid order: its one live attempt and the provider's page to open (400 while webPayclose=1)",
        security,
        body: payStartBodySchema,
        response: responses(payStartSchema, [400, 401, 404]),
      },
    },
    async (request) =>
      ok(orRefuse(await startPayment(app.db, app.payments, request.user!.id, request.body.orderId, request.body.locale ?? requestLocale(request)))),
  );

  app.get(
    '/pay/attempt/:serial',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['pay'],
        summary: "Where one of the customer's payment attempts stands (pending until the provider's webhook came)",
        security,
        params: z.object({ serial: z.string().regex(/^[A-Z0-9]{8,64}$/) }),
        response: responses(payAttemptSchema, [401, 404]),
      },
    },
    async (request) => ok(orRefuse(await attemptState(app.db, request.user!.id, request.params.serial))),
  );

  app.post(
    '/pay/callback',
    {
      schema: {
        tags: ['pay'],
        summary: 'Verify the signed result the shopper brought back to shop/payCallback (idempotent)',
        body: payResultSchema,
        response: responses(payCallbackSchema, [400]),
      },
    },
    async (request) => ok(logRefund(request.log, orRefuse(await receiveResult(app.db, app.payments, 'return', request.body)))),
  );

  app.post(
    '/pay/notify',
    {
      schema: {
        tags: ['pay'],
        summary: "The provider's signed server-to-server notification (idempotent)",
        body: payResultSchema,
        response: responses(payCallbackSchema, [400]),
      },
    },
    async (request) => ok(logRefund(request.log, orRefuse(await receiveResult(app.db, app.payments, 'notify', request.body)))),
  );

  // A guest pays through their order's link (docs/adr/0039); the token comes as a header.
  app.post(
    '/guest/order/pay',
    {
      schema: {
        tags: ['guest'],
        summary: "Start paying the unpaid order its link opens: the provider's page to open",
        headers: orderTokenHeadersSchema,
        body: guestPayStartBodySchema,
        response: responses(payStartSchema, [400, 404]),
      },
    },
    async (request) => {
      const owner = await guestOwner(app.db, request.headers['order-token']);
      const locale = request.body.locale ?? requestLocale(request);
      return ok(orRefuse(await startPayment(app.db, app.payments, owner, owner.guestOrderId, locale, new Date(), 'guest/order')));
    },
  );

  app.get(
    '/guest/order/attempt/:serial',
    {
      schema: {
        tags: ['guest'],
        summary: 'Where a payment attempt of the order its link opens stands',
        headers: orderTokenHeadersSchema,
        params: z.object({ serial: z.string().regex(/^[A-Z0-9]{8,64}$/) }),
        response: responses(payAttemptSchema, [400, 404]),
      },
    },
    async (request) => {
      const owner = await guestOwner(app.db, request.headers['order-token']);
      return ok(orRefuse(await attemptState(app.db, owner, request.params.serial)));
    },
  );

  // The provider's own endpoints (the sandbox's hosted page) exist only where that provider is chosen. They
  // report decisions through the port, applied like a verified notification.
  if (app.payments.routes) {
    await app.register(app.payments.routes, {
      report: async (decision) => {
        const applied = await applyDecision(app.db, app.payments, 'notify', decision);
        if (!applied.ok) return { ok: false, error: applied.error };
        logRefund(app.log, applied.data);
        return { ok: true };
      },
      reportRefund: async (refund) => {
        const settled = await settleProviderRefund(app.db, refund);
        if (!settled.ok) return { ok: false, error: settled.error };
        if (settled.data.settled) app.log.info({ serial: refund.serial }, 'refund confirmed by the provider');
        return { ok: true };
      },
    });
  }
};

export default payRoutes;
