import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope';
import { orRefuse } from '../../lib/errors';
import { requestLocale, t } from '../../i18n/messages';
import { closeAttempts } from '../../plugins/payments';
import { getSettings } from '../shop/service';
import {
  idempotencyHeadersSchema,
  orderCreateBodySchema,
  orderCreatedSchema,
  orderListQuerySchema,
  orderListSchema,
  orderParamsSchema,
  orderSchema,
  quoteBodySchema,
  quoteSchema,
  refundBodySchema,
  refundSchema,
  reorderSchema,
} from './schemas';
import { isHoldWait } from './holds';
import { priceCart } from './pricing';
import { applyForRefund, cancelOrder, confirmReceipt, createOrder, reorder } from './commands';
import { sweepOrders } from './jobs';
import { getOrder, listOrders, listRefunds } from './queries';

const security: { [label: string]: string[] }[] = [{ bearer: [] }, { certificate: [] }];

/** Quote, creation and the customer's side of the order state machine; another customer's ids answer 404. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // Validated with every other variable at start (config.ts).
  const checkout = app.config.checkout;
  app.jobs.every('order-sweep', checkout.sweepSeconds, () => sweepOrders(app.db, app.log, checkout.demoShipAfterSeconds));

  app.addHook('preHandler', app.requireUser);

  app.post(
    '/order/quote',
    {
      schema: {
        tags: ['order'],
        summary: 'The summary the server computes for some cart lines (freight, service charge, tax, discount, actual payment)',
        security,
        body: quoteBodySchema,
        response: responses(quoteSchema, [400, 401]),
      },
    },
    async (request) => {
      const {
        address: _address,
        couponCode: _code,
        ...quote
      } = orRefuse(await priceCart(app.db, request.user!.id, request.body, requestLocale(request), { strict: false }));
      return ok(quote);
    },
  );

  app.post(
    '/order/create',
    {
      schema: {
        tags: ['order'],
        summary: 'Create the order in one transaction (idempotent under the Idempotency-Key header)',
        description: 'Stock, address, promo code and payment-method problems answer body status 400 with a translated msg.',
        security,
        headers: idempotencyHeadersSchema,
        body: orderCreateBodySchema,
        response: responses(orderCreatedSchema, [400, 401]),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const created = await createOrder(app.db, { user: request.user! }, request.body, request.headers['idempotency-key'] ?? null, locale, {
        unpaidMinutes: checkout.unpaidMinutes,
        chargeable: (currency) => app.payments.canCharge(currency),
      });
      const { order } = orRefuse(created, (error) => (isHoldWait(error) ? 429 : 400));
      const settings = await getSettings(app.db);
      return ok({ order, payClosed: settings.webPayclose === 1 }, t(request, 'checkout.orderCreated'));
    },
  );

  app.get(
    '/order',
    {
      schema: {
        tags: ['order'],
        summary: 'Orders, newest first, optionally in one status',
        security,
        querystring: orderListQuerySchema,
        response: responses(orderListSchema, [400, 401]),
      },
    },
    async (request) => ok(await listOrders(app.db, request.user!.id, request.query, requestLocale(request))),
  );

  app.get(
    '/order/refunds',
    { schema: { tags: ['order'], summary: 'Refund applications, newest first', security, response: responses(z.array(refundSchema), [401]) } },
    async (request) => ok(await listRefunds(app.db, request.user!.id)),
  );

  app.get(
    '/order/:id',
    {
      schema: {
        tags: ['order'],
        summary: 'One order with every field of the Order entity',
        security,
        params: orderParamsSchema,
        response: responses(orderSchema, [401, 404]),
      },
    },
    async (request) => ok(orRefuse(await getOrder(app.db, request.user!.id, request.params.id, requestLocale(request)))),
  );

  app.post(
    '/order/:id/cancel',
    {
      schema: {
        tags: ['order'],
        summary: 'Cancel an unpaid order (stock and promo code come back)',
        security,
        params: orderParamsSchema,
        response: responses(orderSchema, [400, 401, 404]),
      },
    },
    async (request) => {
      const { order, voided } = orRefuse(await cancelOrder(app.db, request.user!.id, request.params.id, requestLocale(request)));
      // After the commit: the provider stops offering the attempt (a payment that still arrives is refunded).
      await closeAttempts(app.payments, voided, request.log);
      return ok(order);
    },
  );

  app.post(
    '/order/:id/receive',
    {
      schema: {
        tags: ['order'],
        summary: 'Confirm receipt of a shipped order',
        security,
        params: orderParamsSchema,
        response: responses(orderSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(orRefuse(await confirmReceipt(app.db, request.user!.id, request.params.id, requestLocale(request)))),
  );

  app.post(
    '/order/:id/refund',
    {
      schema: {
        tags: ['order'],
        summary: 'Apply for a refund of at most the amount paid (USD minor units)',
        security,
        params: orderParamsSchema,
        body: refundBodySchema,
        response: responses(orderSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(orRefuse(await applyForRefund(app.db, request.user!.id, request.params.id, request.body, requestLocale(request)))),
  );

  app.post(
    '/order/:id/reorder',
    {
      schema: {
        tags: ['order'],
        summary: "The order's lines to put in the cart again, at today's price",
        security,
        params: orderParamsSchema,
        response: responses(reorderSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(orRefuse(await reorder(app.db, request.user!.id, request.params.id, requestLocale(request)))),
  );
};

export default orderRoutes;
