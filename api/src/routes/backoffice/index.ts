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
  catalogueImportQuerySchema,
  catalogueImportReportSchema,
  customerClosedSchema,
  customerIdParamSchema,
  customerPageSchema,
  customerSearchQuerySchema,
  operatorAddBodySchema,
  operatorAddedSchema,
  operatorIdParamSchema,
  operatorListSchema,
  operatorRoleBodySchema,
  productIdParamSchema,
  productPageSchema,
  productSearchQuerySchema,
  productTextsBodySchema,
  productTextsChangeSchema,
  productPhotoOrderBodySchema,
  productPhotoParamSchema,
  productPhotosSchema,
  PRODUCT_PHOTO_MAX_BYTES,
  reviewHiddenBodySchema,
  reviewHiddenSchema,
  type ConsoleArea,
} from '@storefront/shared/schemas/backoffice';
import { releaseHealthQuerySchema, releaseHealthSchema } from '@storefront/shared/schemas/release-health';
import { randomBytes } from 'node:crypto';
import { format, requestLocale } from '../../i18n/messages';
import { ok, responses } from '../../lib/envelope';
import { importCatalog } from '../../ops/catalog/index';
import { closeAccountByShop } from '../account-data/service';
import { ApiError } from '../../lib/errors';
import { tooManyAttempts } from '../../lib/throttle';
import { closeAttempts } from '../../plugins/payments';
import { cancelOrderByShop, refuseRefund, shipOrder, type OperatorResult, type OrderAudit } from '../order/service';
import { payBackRefund, type PayBackResult } from '../pay/service';
import {
  addOperator,
  beginTotpSetup,
  confirmTotp,
  disableOperator,
  enableOperator,
  listOperators,
  resetOperatorTotp,
  setOperatorRole,
  type OperatorAudit,
  type OperatorChange,
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
import { searchProducts } from './catalogue';
import { customerOrders, searchCustomers } from './customers';
import { setProductTexts, setSkuPrice, setSkuStock } from '../catalog/service';
import { MAX_PHOTO_PIXELS, preparePhoto } from '../../lib/photos';
import { sniffImage } from '../../lib/images';
import { photoRefusal } from '../../plugins/uploads';
import { addProductPhoto, orderProductPhotos, productPhotos, removeProductPhoto, type GalleryAudit, type PhotoChange } from './photos';
import { replyToReview, setReviewHidden } from '../review/service';
import { endCanary, listConsoleReleases, promote, releaseHealth, rollback, startCanary, type ReleaseChange } from './releases';

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

/** A catalogue file from the console: a large shop's export fits; the command line takes any size. */
const CATALOGUE_UPLOAD_MAX = 20 * 1024 * 1024;

const importTooLarge = () => new ApiError(413, 413, 'backoffice.importTooLarge', { mb: CATALOGUE_UPLOAD_MAX / 1024 / 1024 });
const photoTooLarge = () => new ApiError(413, 413, 'backoffice.photoTooLarge', { mb: PRODUCT_PHOTO_MAX_BYTES / 1024 / 1024 });

/** A multipart body cut off or over the limit: the client's fault, answered in the envelope. */
const unreadableBody =
  (tooLarge: () => ApiError) =>
  (error: unknown): never => {
    if (error instanceof ApiError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw tooLarge();
    throw new ApiError(400, 400, 'http.uploadIncomplete');
  };

/** A gallery change's answer: the gallery now, or why it was refused. */
function galleryChanged(result: PhotoChange) {
  if (result.ok) return ok(result.data);
  if (result.error === 'notFound') throw ApiError.notFound();
  if (result.error === 'backoffice.photoOrderMismatch') throw ApiError.badRequest(result.error);
  throw new ApiError(409, 409, result.error, result.params);
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

  app.get(
    '/releases/:remote/health',
    {
      preHandler: allow('releases'),
      schema: {
        tags,
        security,
        summary: "A remote's versions over the last hours: p75 LCP, INP and CLS of real page views, clients measured and failing, per time bucket",
        params: remoteParamSchema,
        querystring: releaseHealthQuerySchema,
        response: responses(releaseHealthSchema, [400, 401, 403]),
      },
    },
    async (request) => ok(await releaseHealth(app.db, app.registry, request.params.remote, request.query.hours)),
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

  app.post(
    '/reviews/:id/hidden',
    {
      preHandler: allow('reviews'),
      schema: {
        tags,
        security,
        summary: "Hide a review from the product's public reviews, count and average (hidden: false shows it again); cached pages follow within a second",
        params: reviewIdParamSchema,
        body: reviewHiddenBodySchema,
        response: responses(reviewHiddenSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { hidden } = request.body;
      const result = await setReviewHidden(app.db, id, hidden, (tx, before, after) =>
        writeAudit(tx, actorOf(request), { action: hidden ? 'review.hide' : 'review.show', target: String(id), before, after }),
      );
      if (!result.ok) throw ApiError.notFound();
      return ok(result.data);
    },
  );

  /* Customers (support) */

  app.get(
    '/customers',
    {
      preHandler: allow('customers'),
      schema: {
        tags,
        security,
        summary: 'Find customers by (part of) their address, paged; closed accounts too',
        querystring: customerSearchQuerySchema,
        response: responses(customerPageSchema, [400, 401, 403]),
      },
    },
    async (request) => ok(await searchCustomers(app.db, request.query)),
  );

  app.get(
    '/customers/:id/orders',
    {
      preHandler: allow('customers'),
      schema: {
        tags,
        security,
        summary: "A customer's orders, newest first",
        params: customerIdParamSchema,
        querystring: consolePageQuerySchema,
        response: responses(consoleOrderListSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const page = await customerOrders(app.db, request.params.id, request.query);
      if (!page) throw ApiError.notFound();
      return ok(page);
    },
  );

  app.post(
    '/customers/:id/close',
    {
      preHandler: allow('customers'),
      schema: {
        tags,
        security,
        summary: "Close an account on the customer's request, as their own close does (refused while an order is open): sessions end, personal data goes",
        params: customerIdParamSchema,
        response: responses(customerClosedSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const { id } = request.params;
      const result = await closeAccountByShop({ db: app.db, discardFiles: app.uploads.discardFiles }, id, (tx, before, after) =>
        writeAudit(tx, actorOf(request), { action: 'customer.close', target: String(id), before, after }),
      );
      if (!result.ok) {
        if (result.error === 'notFound') throw ApiError.notFound();
        throw new ApiError(409, 409, result.error === 'openOrders' ? 'backoffice.customerOpenOrders' : 'backoffice.customerClosed');
      }
      return ok(result.data);
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

  app.get(
    '/products',
    {
      preHandler: allow('catalogue'),
      schema: {
        tags,
        security,
        summary: 'Find products by (part of) the handle, a name in any language or a SKU code, paged; with their SKUs',
        querystring: productSearchQuerySchema,
        response: responses(productPageSchema, [400, 401, 403]),
      },
    },
    async (request) => ok(await searchProducts(app.db, request.query)),
  );

  app.put(
    '/products/:id/texts',
    {
      preHandler: allow('catalogue'),
      schema: {
        tags,
        security,
        summary: "Set a product's name and description in one of the nine languages; the public answers show them within a second",
        params: productIdParamSchema,
        body: productTextsBodySchema,
        response: responses(productTextsChangeSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { locale, name, description } = request.body;
      const changed = await setProductTexts(app.db, id, locale, { name, description }, (tx, before, after) =>
        writeAudit(tx, actorOf(request), { action: 'product.texts', target: `${id}:${locale}`, before, after }),
      );
      if (!changed) throw ApiError.notFound();
      return ok({ productId: id, locale });
    },
  );

  app.post(
    '/catalogue/import',
    {
      preHandler: allow('catalogue'),
      schema: {
        tags,
        security,
        summary:
          'Import a catalogue file (JSON Lines, as `catalog import`; multipart field "file"); ?dryRun=true answers what would change and writes nothing. Bad lines answer 400 with data.errors (line, field, message), nothing written',
        consumes: ['multipart/form-data'],
        querystring: catalogueImportQuerySchema,
        response: responses(catalogueImportReportSchema, [400, 401, 403, 413]),
      },
    },
    async (request, reply) => {
      const dryRun = request.query.dryRun === 'true';
      if (!request.isMultipart()) throw ApiError.badRequest('account.noFile');
      const part = await request.file({ limits: { fileSize: CATALOGUE_UPLOAD_MAX, files: 1 } }).catch(unreadableBody(importTooLarge));
      if (!part) throw ApiError.badRequest('account.noFile');
      const body = await part.toBuffer().catch(unreadableBody(importTooLarge));
      // @fastify/multipart ends an oversized stream quietly and only marks it truncated: never import half a file.
      if (part.file.truncated) throw importTooLarge();
      // The filename is the client's: kept for the report and the audit only, never as a path.
      const name = (part.filename || 'catalogue.jsonl').replace(/[^\w.-]+/g, '_').slice(0, 100);
      const result = await importCatalog(app.db, name, body.toString('utf8'), { dryRun, photosDir: null });
      if (!result.ok) {
        const errors = result.errors.map(({ line, field, message }) => ({ line, field, message }));
        return reply
          .code(400)
          .send({ status: 400, msg: format(requestLocale(request), 'backoffice.importRefused', { count: errors.length }), data: { errors } } as never);
      }
      if (!dryRun) {
        // A summary, not every row: the file itself is the record of what was asked.
        await writeAudit(app.db, actorOf(request), {
          action: 'catalogue.import',
          target: name,
          before: null,
          after: { bytes: body.length, ...result.summary },
        });
      }
      return ok({ dryRun: result.dryRun, summary: result.summary });
    },
  );

  /* A product's photos (merchandiser) */

  /** The audit record of a gallery change: the product's images (id and address, in order) before and after. */
  const galleryAudit =
    (request: FastifyRequest, action: string, productId: number): GalleryAudit =>
    (tx, before, after) =>
      writeAudit(tx, actorOf(request), { action, target: String(productId), before, after });

  app.get(
    '/products/:id/photos',
    {
      preHandler: allow('catalogue'),
      schema: {
        tags,
        security,
        summary: "A product's gallery in the shop's order, each picture with the id the photo routes take",
        params: productIdParamSchema,
        response: responses(productPhotosSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const gallery = await productPhotos(app.db, request.params.id);
      if (!gallery) throw ApiError.notFound();
      return ok(gallery);
    },
  );

  app.post(
    '/products/:id/photos',
    {
      preHandler: allow('catalogue'),
      schema: {
        tags,
        security,
        summary: `Add a photo as the product's last picture: multipart field "file", JPG, PNG or WebP (judged by its bytes), at most ${PRODUCT_PHOTO_MAX_BYTES / 1024 / 1024} MB and ${MAX_PHOTO_PIXELS / 1_000_000} MP; made at every width as an imported photo. Answers the gallery`,
        consumes: ['multipart/form-data'],
        params: productIdParamSchema,
        response: responses(productPhotosSchema, [400, 401, 403, 404, 409, 413]),
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!request.isMultipart()) throw ApiError.badRequest('account.noFile');
      const part = await request.file({ limits: { fileSize: PRODUCT_PHOTO_MAX_BYTES, files: 1 } }).catch(unreadableBody(photoTooLarge));
      if (!part) throw ApiError.badRequest('account.noFile');
      const input = await part.toBuffer().catch(unreadableBody(photoTooLarge));
      if (part.file.truncated) throw photoTooLarge();
      const type = sniffImage(input.subarray(0, 16));
      if (!type) throw ApiError.badRequest('account.pictureType');
      // Seconds of encoding for a large photo: not for a product that is not there.
      if (!(await productPhotos(app.db, id))) throw ApiError.notFound();
      // As the catalogue import makes its photos (ADR 0044): re-encoded without EXIF, AVIF and WebP at each width.
      const made = await preparePhoto(input);
      if (!made.ok) throw photoRefusal(made.error, type, MAX_PHOTO_PIXELS);
      return galleryChanged(await addProductPhoto(app.db, id, made.picture, galleryAudit(request, 'product.photoAdd', id)));
    },
  );

  app.put(
    '/products/:id/photos/order',
    {
      preHandler: allow('catalogue'),
      schema: {
        tags,
        security,
        summary: "Put the product's pictures in a new order (every image id once); the first is the one lists show. Answers the gallery",
        params: productIdParamSchema,
        body: productPhotoOrderBodySchema,
        response: responses(productPhotosSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { id } = request.params;
      return galleryChanged(await orderProductPhotos(app.db, id, request.body.ids, galleryAudit(request, 'product.photoOrder', id)));
    },
  );

  app.delete(
    '/products/:id/photos/:imageId',
    {
      preHandler: allow('catalogue'),
      schema: {
        tags,
        security,
        summary: "Take a picture out of the product's gallery; never its last one (a product always has a picture). Answers the gallery",
        params: productPhotoParamSchema,
        response: responses(productPhotosSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      return galleryChanged(await removeProductPhoto(app.db, id, imageId, galleryAudit(request, 'product.photoRemove', id)));
    },
  );

  /* Operators (admin) */

  const operatorAudit =
    (request: FastifyRequest, action: string): OperatorAudit =>
    (tx, target, before, after) =>
      writeAudit(tx, actorOf(request), { action, target: target.email, before, after });
  const operatorChanged = (result: OperatorChange) => {
    if (result.ok) return ok(result.data);
    if (result.error === 'notFound') throw ApiError.notFound();
    throw new ApiError(409, 409, result.error);
  };

  app.get(
    '/operators',
    {
      preHandler: allow('operators'),
      schema: { tags, security, summary: 'Every operator, disabled ones too', response: responses(operatorListSchema, [401, 403]) },
    },
    async () => ok(await listOperators(app.db)),
  );

  app.post(
    '/operators',
    {
      preHandler: allow('operators'),
      schema: {
        tags,
        security,
        summary: 'Add an operator with a role; without a password one is made and answered once. TOTP is set up at the first sign-in',
        body: operatorAddBodySchema,
        response: responses(operatorAddedSchema, [400, 401, 403, 409]),
      },
    },
    async (request) => {
      const { email, role, password } = request.body;
      const chosen = password ?? randomBytes(15).toString('base64url');
      const added = await addOperator(app.db, email, role, chosen, operatorAudit(request, 'operator.add'));
      if (!added.ok) throw new ApiError(409, 409, 'backoffice.operatorExists');
      return ok({ operator: added.data, ...(password === undefined ? { password: chosen } : {}) });
    },
  );

  const operatorRoute = (summary: string, body?: typeof operatorRoleBodySchema) => ({
    preHandler: allow('operators'),
    schema: {
      tags,
      security,
      summary,
      params: operatorIdParamSchema,
      ...(body ? { body } : {}),
      response: responses(operatorSchema, [400, 401, 403, 404, 409]),
    },
  });

  app.post('/operators/:id/role', operatorRoute("Change an operator's role (their next request uses it)", operatorRoleBodySchema), async (request) => {
    const { id } = request.params as { id: number };
    const { role } = request.body as { role: (typeof request.operator & object)['role'] };
    return operatorChanged(await setOperatorRole(app.db, { id }, role, operatorAudit(request, 'operator.role')));
  });

  app.post('/operators/:id/disable', operatorRoute('Disable an operator: every session ends at once; not yourself'), async (request) => {
    const { id } = request.params as { id: number };
    return operatorChanged(await disableOperator(app.db, { id }, request.operator!.id, operatorAudit(request, 'operator.disable')));
  });

  app.post('/operators/:id/enable', operatorRoute('Enable a disabled operator again: they sign in anew, with the same password and TOTP'), async (request) => {
    const { id } = request.params as { id: number };
    return operatorChanged(await enableOperator(app.db, { id }, operatorAudit(request, 'operator.enable')));
  });

  app.post(
    '/operators/:id/reset-totp',
    operatorRoute('Reset TOTP (a lost phone): sessions and recovery codes end, the operator sets up an app at the next sign-in'),
    async (request) => {
      const { id } = request.params as { id: number };
      return operatorChanged(await resetOperatorTotp(app.db, { id }, operatorAudit(request, 'operator.resetTotp')));
    },
  );

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
