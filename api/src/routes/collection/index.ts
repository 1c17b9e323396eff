import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { requestLocale } from '../../i18n/messages';
import { collectedSchema, collectionAddSchema, collectionIdsSchema, collectionPageSchema, pageQuerySchema, productIdParamsSchema } from './schemas';
import { addToCollection, collectionIds, listCollection, removeFromCollection } from './service';

const security: { [scheme: string]: string[] }[] = [{ bearer: [] }, { certificate: [] }];

/** Favourites: user/collection and the product page's favourite toggle. */
const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/collection',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'My favourites, newest first, with name, image and price in the request language',
        security,
        querystring: pageQuerySchema,
        response: responses(collectionPageSchema, [400, 401]),
      },
    },
    async (request) => ok(await listCollection(app.db, request.user!.id, requestLocale(request), request.query)),
  );

  app.get(
    '/user/collection/ids',
    {
      preHandler: app.requireUser,
      schema: { tags: ['account'], summary: 'Product ids of all my favourites', security, response: responses(collectionIdsSchema, [401]) },
    },
    async (request) => ok(await collectionIds(app.db, request.user!.id)),
  );

  app.post(
    '/user/collection',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Add a product to my favourites (adding twice keeps one)',
        security,
        body: collectionAddSchema,
        response: responses(collectedSchema, [400, 401, 404]),
      },
    },
    async (request) => {
      const { productId } = request.body;
      if (!(await addToCollection(app.db, request.user!.id, productId))) throw ApiError.notFound();
      return ok({ productId, collected: true });
    },
  );

  app.delete(
    '/user/collection/:productId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Remove a product from my favourites (idempotent); 404 only for an unknown product',
        security,
        params: productIdParamsSchema,
        response: responses(collectedSchema, [400, 401, 404]),
      },
    },
    async (request) => {
      const { productId } = request.params;
      if (!(await removeFromCollection(app.db, request.user!.id, productId))) throw ApiError.notFound();
      return ok({ productId, collected: false });
    },
  );
};

export default collectionRoutes;
