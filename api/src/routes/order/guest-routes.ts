import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope';
import { orRefuse, refusal } from '../../lib/errors';
import { waitFailure } from '../../lib/throttle';
import { requestLocale, t } from '../../i18n/messages';
import { closeAttempts } from '../../plugins/payments';
import { getSettings } from '../shop/service';
import { guestOwner, issueOrderLink } from '../../lib/order-links';
import { applyForRefund, cancelOrder, confirmReceipt, createOrder } from './commands';
import { countGuestOrder, guestCart, requestOrderLinks } from './guest';
import { isHoldWait } from './holds';
import { priceCart } from './pricing';
import { getOrder } from './queries';
import {
  guestOrderCreateBodySchema,
  guestOrderCreatedSchema,
  guestQuoteBodySchema,
  orderLinkRequestSchema,
  orderSchema,
  orderTokenHeadersSchema,
  quoteSchema,
  refundBodySchema,
  idempotencyHeadersSchema,
} from './schemas';

/** Over a guest throttle: 429 with body status 400 and how many minutes to wait, as auth answers it. */
const tooManyGuestOrders = (retryAfterSeconds: number) => refusal(waitFailure(retryAfterSeconds, 'checkout.guestTooMany'), () => 429);

/**
 * Guest checkout (docs/adr/0039): quote and create without an account, and the guest's side of one order
 * through its link. The link's token travels in the Order-Token header (never in a URL, so no log keeps
 * it); an unknown, expired or revoked token, and an order an account has joined, all answer one 404.
 */
const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = app.config.checkout;

  app.post(
    '/guest/order/quote',
    {
      schema: {
        tags: ['guest'],
        summary: "The server's summary of a guest's cart lines (freight, service charge, tax, actual payment)",
        body: guestQuoteBodySchema,
        response: responses(quoteSchema, [400]),
      },
    },
    async (request) => {
      const {
        address: _a,
        couponCode: _c,
        ...quote
      } = orRefuse(await priceCart(app.db, guestCart(request.body), { skuIds: [], ...request.body }, requestLocale(request), { strict: false }));
      return ok(quote);
    },
  );

  app.post(
    '/guest/order/create',
    {
      schema: {
        tags: ['guest'],
        summary: 'Create a guest order with an email address, a typed address and a payment method; answers the order and the token of its link',
        description:
          'Throttled per address and per IP (429, body status 400); the limits on unpaid orders count per address and per IP. Idempotent under the Idempotency-Key header.',
        headers: idempotencyHeadersSchema,
        body: guestOrderCreateBodySchema,
        response: responses(guestOrderCreatedSchema, [400, 429]),
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const allowed = await countGuestOrder(app.db, email, request.ip);
      if (!allowed.ok) throw tooManyGuestOrders(allowed.retryAfterSeconds);
      const created = await createOrder(
        app.db,
        { guest: { ...guestCart(request.body), email, ip: request.ip } },
        { skuIds: [], ...request.body },
        request.headers['idempotency-key'] ?? null,
        requestLocale(request),
        { unpaidMinutes: checkout.unpaidMinutes, chargeable: (currency) => app.payments.canCharge(currency) },
      );
      const { order } = orRefuse(created, (error) => (isHoldWait(error) ? 429 : 400));
      const token = await issueOrderLink(app.db, order.id);
      const settings = await getSettings(app.db);
      return ok({ order, token, payClosed: settings.webPayclose === 1 }, t(request, 'checkout.orderCreated'));
    },
  );

  app.post(
    '/guest/order/link',
    {
      schema: {
        tags: ['guest'],
        summary: 'Mail fresh links to the guest orders of an address; the same answer whether it has any',
        body: orderLinkRequestSchema,
        response: responses(z.null(), [400, 429]),
      },
    },
    async (request) => {
      const sent = await requestOrderLinks(app.db, request.body.email.toLowerCase(), request.ip);
      if (!sent.ok) throw tooManyGuestOrders(sent.retryAfterSeconds);
      return ok(null, t(request, 'order.linksSent'));
    },
  );

  const withToken = { headers: orderTokenHeadersSchema };

  app.get(
    '/guest/order',
    { schema: { tags: ['guest'], summary: 'The order its link opens', ...withToken, response: responses(orderSchema, [400, 404]) } },
    async (request) => {
      const owner = await guestOwner(app.db, request.headers['order-token']);
      return ok(orRefuse(await getOrder(app.db, owner, owner.guestOrderId, requestLocale(request))));
    },
  );

  app.post(
    '/guest/order/cancel',
    { schema: { tags: ['guest'], summary: 'Cancel the unpaid order its link opens', ...withToken, response: responses(orderSchema, [400, 404]) } },
    async (request) => {
      const owner = await guestOwner(app.db, request.headers['order-token']);
      const { order, voided } = orRefuse(await cancelOrder(app.db, owner, owner.guestOrderId, requestLocale(request)));
      await closeAttempts(app.payments, voided, request.log);
      return ok(order);
    },
  );

  app.post(
    '/guest/order/receive',
    { schema: { tags: ['guest'], summary: 'Confirm receipt of the shipped order its link opens', ...withToken, response: responses(orderSchema, [400, 404]) } },
    async (request) => {
      const owner = await guestOwner(app.db, request.headers['order-token']);
      return ok(orRefuse(await confirmReceipt(app.db, owner, owner.guestOrderId, requestLocale(request))));
    },
  );

  app.post(
    '/guest/order/refund',
    {
      schema: {
        tags: ['guest'],
        summary: 'Apply for a refund of the order its link opens (USD minor units, at most the amount paid)',
        ...withToken,
        body: refundBodySchema,
        response: responses(orderSchema, [400, 404]),
      },
    },
    async (request) => {
      const owner = await guestOwner(app.db, request.headers['order-token']);
      return ok(orRefuse(await applyForRefund(app.db, owner, owner.guestOrderId, request.body, requestLocale(request))));
    },
  );
};

export default guestRoutes;
