import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope';
import { orRefuse } from '../../lib/errors';
import { requestLocale } from '../../i18n/messages';
import { cartAddBodySchema, cartLinesBodySchema, cartQuantityBodySchema, cartRemoveBodySchema, cartViewSchema, skuParamsSchema } from './schemas';
import { addToCart, getCart, mergeCart, previewCart, removeFromCart, setQuantity } from './service';

const security: { [label: string]: string[] }[] = [{ bearer: [] }, { certificate: [] }];

/** The customer's server cart; visitors keep theirs in the browser and check it through /cart/preview. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart',
    {
      preHandler: app.requireUser,
      schema: { tags: ['cart'], summary: "The customer's cart with current prices and stock", security, response: responses(cartViewSchema, [401]) },
    },
    async (request) => ok(await getCart(app.db, request.user!.id, requestLocale(request))),
  );

  app.post(
    '/cart/items',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: 'Add a product (quantities add up, capped by stock)',
        security,
        body: cartAddBodySchema,
        response: responses(cartViewSchema, [400, 401]),
      },
    },
    async (request) => ok(orRefuse(await addToCart(app.db, request.user!.id, request.body, requestLocale(request)))),
  );

  app.put(
    '/cart/items/:skuId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: "Set a line's quantity (capped by stock)",
        security,
        params: skuParamsSchema,
        body: cartQuantityBodySchema,
        response: responses(cartViewSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(orRefuse(await setQuantity(app.db, request.user!.id, request.params.skuId, request.body.quantity, requestLocale(request)))),
  );

  app.post(
    '/cart/remove',
    {
      preHandler: app.requireUser,
      schema: { tags: ['cart'], summary: 'Delete the selected lines', security, body: cartRemoveBodySchema, response: responses(cartViewSchema, [400, 401]) },
    },
    async (request) => ok(await removeFromCart(app.db, request.user!.id, request.body.skuIds, requestLocale(request))),
  );

  app.post(
    '/cart/merge',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: "Merge the visitor's cart at login (quantities add, capped by stock; nothing is dropped)",
        security,
        body: cartLinesBodySchema,
        response: responses(cartViewSchema, [400, 401]),
      },
    },
    async (request) => ok(await mergeCart(app.db, request.user!.id, request.body.lines, requestLocale(request))),
  );

  app.post(
    '/cart/preview',
    {
      schema: {
        tags: ['cart'],
        summary: "A visitor's cart with current prices and stock (nothing is stored)",
        body: cartLinesBodySchema,
        response: responses(cartViewSchema, [400]),
      },
    },
    async (request) => ok(await previewCart(app.db, request.body.lines, requestLocale(request))),
  );
};

export default cartRoutes;
