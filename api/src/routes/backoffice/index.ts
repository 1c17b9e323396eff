import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditPageSchema,
  auditQuerySchema,
  canaryBodySchema,
  consoleOrderListSchema,
  mayUse,
  operatorLoginBodySchema,
  operatorLoginSchema,
  operatorSchema,
  operatorSessionSchema,
  orderChangeSchema,
  orderNoParamSchema,
  orderSearchQuerySchema,
  refundDecisionBodySchema,
  releaseChangeSchema,
  releaseListSchema,
  releaseTargetParamSchema,
  remoteParamSchema,
  rollbackBodySchema,
  secondFactorBodySchema,
  shipBodySchema,
  totpConfirmBodySchema,
  totpSetupSchema,
  reviewIdParamSchema,
  reviewReplyBodySchema,
  skuChangeSchema,
  skuIdParamSchema,
  skuPriceBodySchema,
  skuStockBodySchema,
  waitingReviewPageSchema,
  consolePageQuerySchema,
  type ConsoleArea,
} from '@storefront/shared/schemas/backoffice';
import { ok, responses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { tooManyAttempts } from '../../lib/throttle';
import { closeAttempts } from '../../plugins/payments';
import { cancelOrderByShop, refuseRefund, shipOrder, type OperatorResult, type OrderAudit } from '../order/service';
import { payBackRefund, type PayBackResult } from '../pay/service';
import {
  beginTotpSetup,
  confirmTotp,
  findOperatorSession,
  operatorLogin,
  operatorTokenOf,
  revokeOperatorSession,
  secondFactor,
  type SessionOperator,
  type Throttled,
} from './accounts';
import { listAudit, writeAudit, type Actor } from './audit';
import { orderFacts, searchOrders } from './orders';
import { reviewsWaiting } from './reviews';
import { setSkuPrice, setSkuStock } from '../catalog/service';
import { replyToReview } from '../review/service';
import { endCanary, listConsoleReleases, promote, rollback, startCanary, type ReleaseChange } from './releases';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the console's guards (routes/backoffice). */
    operator: SessionOperator | null;
  }
}

const security: { [label: string]: string[] }[] = [{ operator: [] }];
const tags = ['backoffice'];

/** The console asks the operator to sign in (again): no session, an expired one, or the second factor still owed. */
const signInRequired = () => new ApiError(401, 401, 'backoffice.signInRequired');

/** A failure of an order change, as the envelope answers it. */
function orderRefusal(result: Exclude<OperatorResult | PayBackResult, { ok: true }>): ApiError {
  if (result.error === 'notFound') return ApiError.notFound();
  if (result.error === 'provider') return new ApiError(409, 409, 'backoffice.providerFailed', { error: result.params.error });
  return new ApiError(409, 409, 'backoffice.notAllowed', { status: String(result.params?.status ?? '') });
}

function refuseThrottled(result: Throttled): never {
  throw tooManyAttempts(result.retryAfterSeconds);
}

const backofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('operator', null);
  // Nothing an operator sees may be kept by a browser or a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const session = async (request: FastifyRequest) => {
    const token = operatorTokenOf(request.headers.authorization);
    return token ? findOperatorSession(app.db, token) : null;
  };
  /** preHandler: a signed-in operator whose role may use the area (403 otherwise). */
  const allow = (area: ConsoleArea | null) => async (request: FastifyRequest, _reply: FastifyReply) => {
    const operator = await session(request);
    if (!operator || operator.stage !== 'full') throw signInRequired();
    if (area && !mayUse(operator.role, area)) throw new ApiError(403, 403, 'backoffice.forbidden');
    request.operator = operator;
  };
  /** preHandler: the password was right and the second factor is owed. */
  const passwordPassed = async (request: FastifyRequest) => {
    const operator = await session(request);
    if (!operator || operator.stage !== 'password') throw signInRequired();
    request.operator = operator;
  };
  const actorOf = (request: FastifyRequest): Actor => ({ id: request.operator!.id, email: request.operator!.email });

  /* Signing in */

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with password: answers a short token for the second factor (set up TOTP first, or give a code)',
        body: operatorLoginBodySchema,
        response: responses(operatorLoginSchema, [400, 429]),
      },
    },
    async (request) => {
      const result = await operatorLogin(app.db, request.body, request.ip);
      if (!result.ok && result.error === 'throttled') refuseThrottled(result as Throttled);
      if (!result.ok) throw ApiError.badRequest('backoffice.loginFailed');
      return ok(result.data);
    },
  );

  app.post(
    '/totp/setup',
    {
      preHandler: passwordPassed,
      schema: { tags, security, summary: 'First sign-in: a new TOTP secret and its otpauth URI', response: responses(totpSetupSchema, [401, 409]) },
    },
    async (request) => {
      const result = await beginTotpSetup(app.db, request.operator!);
      if (!result.ok) throw new ApiError(409, 409, result.error);
      return ok(result.data);
    },
  );

  app.post(
    '/totp/confirm',
    {
      preHandler: passwordPassed,
      schema: {
        tags,
        security,
        summary: 'First sign-in: a code from the app confirms TOTP; answers the session and the recovery codes (shown once)',
        body: totpConfirmBodySchema,
        response: responses(operatorSessionSchema, [400, 401, 409, 429]),
      },
    },
    async (request) => {
      const result = await confirmTotp(app.db, request.operator!, request.body.code);
      if (!result.ok && result.error === 'throttled') refuseThrottled(result as Throttled);
      if (!result.ok) throw result.error === 'backoffice.totpWrong' ? ApiError.badRequest(result.error) : new ApiError(409, 409, result.error);
      return ok(result.data);
    },
  );

  app.post(
    '/login/second-factor',
    {
      preHandler: passwordPassed,
      schema: {
        tags,
        security,
        summary: 'Later sign-ins: a TOTP code or one recovery code; answers the session',
        body: secondFactorBodySchema,
        response: responses(operatorSessionSchema, [400, 401, 409, 429]),
      },
    },
    async (request) => {
      const result = await secondFactor(app.db, request.operator!, request.body);
      if (!result.ok && result.error === 'throttled') refuseThrottled(result as Throttled);
      if (!result.ok) throw result.error === 'backoffice.totpWrong' ? ApiError.badRequest(result.error) : new ApiError(409, 409, result.error);
      return ok(result.data);
    },
  );

  app.post(
    '/logout',
    { preHandler: allow(null), schema: { tags, security, summary: 'End this console session', response: responses(z.null(), [401]) } },
    async (request) => {
      await revokeOperatorSession(app.db, request.operator!.sessionId);
      return ok(null);
    },
  );

  app.get(
    '/me',
    { preHandler: allow(null), schema: { tags, security, summary: 'The signed-in operator and role', response: responses(operatorSchema, [401]) } },
    async (request) => {
      const { id, email, role } = request.operator!;
      return ok({ id, email, role });
    },
  );

  /* Orders (support) */

  /** The audit record of an order change, written in its transaction. */
  const orderAudit =
    (request: FastifyRequest, action: string, note?: Record<string, string>): OrderAudit =>
    (tx, before, after) =>
      writeAudit(tx, actorOf(request), { action, target: after.orderNo, before: orderFacts(before), after: { ...orderFacts(after), ...note } });

  app.get(
    '/orders',
    {
      preHandler: allow('orders'),
      schema: {
        tags,
        security,
        summary: 'Find orders by number, address or status; newest first',
        querystring: orderSearchQuerySchema,
        response: responses(consoleOrderListSchema, [400, 401, 403]),
      },
    },
    async (request) => ok(await searchOrders(app.db, request.query)),
  );

  app.post(
    '/orders/:orderNo/ship',
    {
      preHandler: allow('orders'),
      schema: {
        tags,
        security,
        summary: 'Ship a paid order with its carrier and tracking number; the shopper is told and mailed',
        params: orderNoParamSchema,
        body: shipBodySchema,
        response: responses(orderChangeSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const result = await shipOrder(app.db, request.params.orderNo, { shipment: request.body, audit: orderAudit(request, 'order.ship') });
      if (!result.ok) throw orderRefusal(result);
      return ok(result.data);
    },
  );

  app.post(
    '/orders/:orderNo/cancel',
    {
      preHandler: allow('orders'),
      schema: {
        tags,
        security,
        summary: 'Cancel an unpaid order: stock and promo code back, the shopper told',
        params: orderNoParamSchema,
        response: responses(orderChangeSchema, [401, 403, 404, 409]),
      },
    },
    async (request) => {
      const result = await cancelOrderByShop(app.db, request.params.orderNo, orderAudit(request, 'order.cancel'));
      if (!result.ok) throw orderRefusal(result);
      await closeAttempts(app.payments, result.data.voided, request.log);
      return ok({ orderNo: result.data.orderNo, status: result.data.status });
    },
  );

  app.post(
    '/orders/:orderNo/refund',
    {
      preHandler: allow('orders'),
      schema: {
        tags,
        security,
        summary: "Settle (pay back through the payment provider) or refuse the order's refund application, with a reason",
        params: orderNoParamSchema,
        body: refundDecisionBodySchema,
        response: responses(orderChangeSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const { decision, reason } = request.body;
      const audit = orderAudit(request, decision === 'settle' ? 'order.refundSettle' : 'order.refundRefuse', { reason });
      const result =
        decision === 'settle'
          ? await payBackRefund(app.db, app.payments, request.params.orderNo, new Date(), audit)
          : await refuseRefund(app.db, request.params.orderNo, reason, audit);
      if (!result.ok) throw orderRefusal(result);
      return ok(result.data);
    },
  );

  /* Releases (release) */

  app.get(
    '/releases',
    {
      preHandler: allow('releases'),
      schema: {
        tags,
        security,
        summary: 'The shell and each remote: current and earlier versions, who and when, any canary and its health',
        response: responses(releaseListSchema, [401, 403]),
      },
    },
    async () => ok(await listConsoleReleases(app.registry)),
  );

  /** Runs a registry change and writes its audit record with the target's state before and after. */
  const releaseChange = async (request: FastifyRequest, action: string, remote: string, change: () => Promise<ReleaseChange>) => {
    const result = await change();
    if (!result.ok) throw new ApiError(409, 409, 'backoffice.releaseRefused', { reason: result.error });
    await writeAudit(app.db, actorOf(request), { action, target: remote, before: result.before, after: result.after });
    return ok({ remote: remote as never, current: result.after.current, canary: result.after.canary });
  };
  const by = (request: FastifyRequest) => `${request.operator!.email} (console)`;

  app.post(
    '/releases/:remote/rollback',
    {
      preHandler: allow('releases'),
      schema: {
        tags,
        security,
        summary: 'Roll back to the previous good version (or the named one); while a canary runs and none is named, end the canary',
        params: releaseTargetParamSchema,
        body: rollbackBodySchema.optional(),
        response: responses(releaseChangeSchema, [400, 401, 403, 409]),
      },
    },
    async (request) =>
      releaseChange(request, 'release.rollback', request.params.remote, () => rollback(app.registry, request.params.remote, by(request), request.body?.to)),
  );

  app.post(
    '/releases/:remote/canary',
    {
      preHandler: allow('releases'),
      schema: {
        tags,
        security,
        summary: 'Start a canary of a released version at a share of shoppers',
        params: remoteParamSchema,
        body: canaryBodySchema,
        response: responses(releaseChangeSchema, [400, 401, 403, 409]),
      },
    },
    async (request) =>
      releaseChange(request, 'release.canary', request.params.remote, () =>
        startCanary(app.registry, request.params.remote, request.body.version, request.body.percent, by(request)),
      ),
  );

  app.post(
    '/releases/:remote/promote',
    {
      preHandler: allow('releases'),
      schema: {
        tags,
        security,
        summary: 'The running canary becomes current for everyone',
        params: remoteParamSchema,
        response: responses(releaseChangeSchema, [401, 403, 409]),
      },
    },
    async (request) => releaseChange(request, 'release.promote', request.params.remote, () => promote(app.registry, request.params.remote, by(request))),
  );

  app.post(
    '/releases/:remote/end-canary',
    {
      preHandler: allow('releases'),
      schema: {
        tags,
        security,
        summary: 'End the running canary: everyone stays on the current version',
        params: remoteParamSchema,
        response: responses(releaseChangeSchema, [401, 403, 409]),
      },
    },
    async (request) => releaseChange(request, 'release.endCanary', request.params.remote, () => endCanary(app.registry, request.params.remote, by(request))),
  );

  /* Reviews (support) */

  app.get(
    '/reviews/waiting',
    {
      preHandler: allow('reviews'),
      schema: {
        tags,
        security,
        summary: 'Reviews waiting for a reply, oldest first',
        querystring: consolePageQuerySchema,
        response: responses(waitingReviewPageSchema, [400, 401, 403]),
      },
    },
    async (request) => ok(await reviewsWaiting(app.db, request.query)),
  );

  app.post(
    '/reviews/:id/reply',
    {
      preHandler: allow('reviews'),
      schema: {
        tags,
        security,
        summary: "The shop's reply to a review (replaces an earlier one); the author is told",
        params: reviewIdParamSchema,
        body: reviewReplyBodySchema,
        response: responses(z.object({ reviewId: z.number().int(), productId: z.number().int() }), [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await replyToReview(app.db, id, request.body.reply, (tx, before, after) =>
        writeAudit(tx, actorOf(request), { action: 'review.reply', target: String(id), before: { reply: before }, after: { reply: after } }),
      );
      if (!result.ok) throw result.error === 'notFound' ? ApiError.notFound() : ApiError.badRequest('invalidInput', { details: result.error });
      return ok({ reviewId: result.data.reviewId, productId: result.data.productId });
    },
  );

  /* Catalogue (merchandiser) */

  const skuRoute = (what: 'price' | 'stock') => ({
    preHandler: allow('catalogue'),
    schema: {
      tags,
      security,
      summary: what === 'price' ? "Set a SKU's price (USD minor units); every instance shows it within a second" : "Set a SKU's stock",
      params: skuIdParamSchema,
      body: what === 'price' ? skuPriceBodySchema : skuStockBodySchema,
      response: responses(skuChangeSchema, [400, 401, 403, 404]),
    },
  });

  app.post('/skus/:skuId/price', skuRoute('price'), async (request) => {
    const { skuId } = request.params as { skuId: number };
    const { price } = request.body as { price: number };
    const changed = await setSkuPrice(app.db, skuId, price, (tx, before, after) =>
      writeAudit(tx, actorOf(request), { action: 'sku.price', target: String(skuId), before, after }),
    );
    if (!changed) throw ApiError.notFound();
    return ok({ skuId, productId: changed.productId });
  });

  app.post('/skus/:skuId/stock', skuRoute('stock'), async (request) => {
    const { skuId } = request.params as { skuId: number };
    const { stock } = request.body as { stock: number };
    const changed = await setSkuStock(app.db, skuId, stock, (tx, before, after) =>
      writeAudit(tx, actorOf(request), { action: 'sku.stock', target: String(skuId), before, after }),
    );
    if (!changed) throw ApiError.notFound();
    return ok({ skuId, productId: changed.productId });
  });

  /* Audit (admin) */

  app.get(
    '/audit',
    {
      preHandler: allow('audit'),
      schema: { tags, security, summary: 'The audit log, newest first', querystring: auditQuerySchema, response: responses(auditPageSchema, [400, 401, 403]) },
    },
    async (request) => ok(await listAudit(app.db, request.query)),
  );
};

export default backofficeRoutes;
