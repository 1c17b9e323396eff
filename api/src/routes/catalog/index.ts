import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { requestLocale } from '../../i18n/messages';
import {
  categoryNodeSchema,
  pageQuerySchema,
  productCardSchema,
  productDetailSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productFacetsQuerySchema,
  productFacetsSchema,
  productPageSchema,
  recommendationsQuerySchema,
  reviewPageSchema,
  suggestionsSchema,
  suggestQuerySchema,
} from './schemas';
import { createSearch } from '../../search';
import { suggestMinChars } from '@storefront/shared/contracts/catalog';
import { categoryTree, listNewProducts, listProducts, productDetail, productExists, productReviews, recommendations } from './service';

const tags = ['catalog'];
const languageNote = 'Names and descriptions in the accept-language of the request, English where a text is missing.';

/** The catalogue, read-only: categories, lists, product detail, reviews, recommendations. */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Nothing here depends on who asks: every answer may come from the instance's copies (plugins/public-cache.ts).
  app.publicCache.attach(app, 'catalog');
  const search = createSearch(app.db);

  app.get(
    '/catalog/categories',
    { schema: { tags, summary: 'Category tree with product counts', description: languageNote, response: responses(z.array(categoryNodeSchema)) } },
    async (request) => ok(await categoryTree(app.db, requestLocale(request))),
  );

  app.get(
    '/catalog/products',
    {
      schema: {
        tags,
        summary: 'Products of a category (and its sub-categories), by keyword, price range and options, sorted and paged',
        description: `${languageNote} Prices are USD minor units. The keyword is searched for in the name, description, category and option words in the request's language, typos and word forms included; with a keyword the default sort is relevance (then sales). opt=name:value (repeatable): same name any of the values, different names all of them. A keyword that finds nothing may come with didYouMean.`,
        querystring: productListQuerySchema,
        response: responses(productPageSchema, [400]),
      },
    },
    async (request) => ok(await listProducts(app.db, search, requestLocale(request), request.query)),
  );

  app.get(
    '/catalog/facets',
    {
      schema: {
        tags,
        summary: 'What the product list can be narrowed by: categories, price range and option values, with counts',
        description: `${languageNote} The list's filters (page, limit and sort are ignored). Each facet's counts apply every other chosen facet but not its own. Prices are USD minor units.`,
        querystring: productFacetsQuerySchema,
        response: responses(productFacetsSchema, [400]),
      },
    },
    async (request) => {
      const { keyword, categoryId, minPrice, maxPrice, opt } = request.query;
      return ok(await search.facets({ locale: requestLocale(request), keyword: keyword?.trim() || undefined, categoryId, minPrice, maxPrice, opt }));
    },
  );

  app.get(
    '/catalog/suggest',
    {
      schema: {
        tags,
        summary: 'Products and categories for the text typed so far',
        description: `${languageNote} From the third character (the first in Chinese and Japanese); shorter text gets two empty lists.`,
        querystring: suggestQuerySchema,
        response: responses(suggestionsSchema, [400]),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const q = request.query.q.trim();
      if ([...q].length < suggestMinChars(locale)) return ok({ products: [], categories: [] });
      return ok(await search.suggest(q, locale, request.query.limit));
    },
  );

  app.get(
    '/catalog/whatsnew',
    {
      schema: {
        tags,
        summary: 'Products that arrived in the last 30 days, newest first',
        description: languageNote,
        querystring: pageQuerySchema,
        response: responses(productPageSchema, [400]),
      },
    },
    async (request) => ok(await listNewProducts(app.db, requestLocale(request), request.query.page, request.query.limit)),
  );

  app.get(
    '/catalog/products/:id',
    {
      schema: {
        tags,
        summary: 'Product detail: specifications, SKUs with stock, sales, average score, gallery',
        description: languageNote,
        params: productIdParamsSchema,
        response: responses(productDetailSchema, [400, 404]),
      },
    },
    async (request) => {
      const product = await productDetail(app.db, requestLocale(request), request.params.id);
      if (!product) throw ApiError.notFound();
      return ok(product);
    },
  );

  app.get(
    '/catalog/products/:id/reviews',
    {
      schema: {
        tags,
        summary: "A product's reviews, newest first; empty with closed=true while comments are switched off",
        params: productIdParamsSchema,
        querystring: pageQuerySchema,
        response: responses(reviewPageSchema, [400, 404]),
      },
    },
    async (request) => {
      if (!(await productExists(app.db, request.params.id))) throw ApiError.notFound();
      return ok(await productReviews(app.db, request.params.id, request.query.page, request.query.limit));
    },
  );

  app.get(
    '/catalog/products/:id/recommendations',
    {
      schema: {
        tags,
        summary: 'You may also like: same category first, then by sales and score; never the product itself',
        description: languageNote,
        params: productIdParamsSchema,
        querystring: recommendationsQuerySchema,
        response: responses(z.array(productCardSchema), [400, 404]),
      },
    },
    async (request) => {
      const list = await recommendations(app.db, requestLocale(request), request.params.id, request.query.limit);
      if (!list) throw ApiError.notFound();
      return ok(list);
    },
  );
};

export default catalogRoutes;
