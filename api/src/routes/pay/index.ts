import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLocale, localePath, type Locale } from '@storefront/shared/routes';
import { ok, responses } from '../../lib/envelope';
import { requestLocale } from '../../i18n/messages';
import { formatLocal } from '../order/pricing';
import { paymentMethodName } from '../order/service';
import { decisionBodySchema, payCallbackSchema, paymentMethodSchema, payResultSchema, payStartBodySchema, payStartSchema, serialParamsSchema } from './schemas';
import { sandboxPage } from './sandbox-page';
import { findPayment, issueResult, listPaymentMethods, receiveResult, returnUrl, startPayment } from './service';

const security: { [label: string]: string[] }[] = [{ bearer: [] }, { certificate: [] }];

/**
 * Payment methods, starting a payment, and the built-in sandbox provider: its hosted page, the signed
 * return to shop/payCallback (verified through /pay/callback) and its signed server-to-server notify.
 */
const payRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = () => app.checkout.paymentSecret;

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
        summary: 'Start paying an unpaid order: the hosted page to open (400 while webPayclose=1)',
        security,
        body: payStartBodySchema,
        response: responses(payStartSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(await startPayment(app.db, request.user!.id, request.body.orderId, request.body.locale ?? requestLocale(request))),
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
    async (request) => ok(await receiveResult(app.db, secret(), 'return', request.body)),
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
    async (request) => ok(await receiveResult(app.db, secret(), 'notify', request.body)),
  );

  // The hosted page is HTML, so its answer has no JSON schema.
  app.get('/pay/sandbox/:serial', { schema: { tags: ['sandbox'], summary: "The sandbox provider's hosted page", params: serialParamsSchema } }, async (request, reply) => {
    const found = await findPayment(app.db, request.params.serial);
    if (!found) return reply.callNotFound();
    const { payment, order } = found;
    const locale: Locale = isLocale(payment.locale) ? payment.locale : 'en';
    const html = sandboxPage({
      locale,
      serial: payment.serial,
      orderNo: order.orderNo,
      amount: formatLocal(payment.amount, order),
      method: paymentMethodName(locale, payment.method, payment.method),
      done: payment.status !== 'pending',
      backUrl: localePath(locale, `user/order/details/${order.id}`),
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.post(
    '/pay/sandbox/:serial',
    { schema: { tags: ['sandbox'], summary: 'The shopper approves or declines on the hosted page', params: serialParamsSchema, body: decisionBodySchema } },
    async (request, reply) => {
      const found = await findPayment(app.db, request.params.serial);
      if (!found) return reply.callNotFound();
      const { payment, order } = found;
      if (payment.status !== 'pending') return reply.redirect(`/api/pay/sandbox/${payment.serial}`, 303);
      const base = { serial: payment.serial, orderNo: order.orderNo, amount: payment.amount, result: request.body.decision === 'approve' ? ('approved' as const) : ('declined' as const) };
      // The provider tells the shop server to server first, as a real one does, then sends the shopper back.
      const notify = await app.inject({ method: 'POST', url: '/api/pay/notify', payload: issueResult(secret(), 'notify', base) });
      if (notify.statusCode !== 200) request.log.warn({ status: notify.statusCode, body: notify.body }, 'sandbox notify was refused');
      return reply.redirect(returnUrl(payment.locale, issueResult(secret(), 'return', base)), 303);
    },
  );
};

export default payRoutes;
