import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { requestLocale } from '../../i18n/messages';
import {
  articleDetailSchema,
  articleListQuerySchema,
  articleListSchema,
  contactDetailsSchema,
  contentPageLinkSchema,
  contentPageSchema,
  idParamsSchema,
  pageRefParamsSchema,
  photoSchema,
  questionGroupSchema,
  questionItemSchema,
} from './schemas';
import { getArticle, getContactDetails, getPage, getQuestion, listArticles, listPages, listPhotos, listQuestionGroups } from './service';

/**
 * Read-only content of the shop in the shopper's language (accept-language; English where a text has
 * no translation): blog, pages by id or slug, questions, photos, contact details.
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Nothing here depends on who asks: every answer may come from the instance's copies (plugins/public-cache.ts).
  app.publicCache.attach(app, 'content');
  const tags = ['content'];

  app.get(
    '/content/articles',
    {
      schema: {
        tags,
        summary: 'Blog articles, newest first, paged (size 10, 20, 30, 40, 50 or 100)',
        querystring: articleListQuerySchema,
        response: responses(articleListSchema, [400]),
      },
    },
    async (request) => ok(await listArticles(app.db, requestLocale(request), request.query)),
  );

  app.get(
    '/content/articles/:id',
    {
      schema: {
        tags,
        summary: 'One article with the previous (newer) and next (older) one',
        params: idParamsSchema,
        response: responses(articleDetailSchema, [400, 404]),
      },
    },
    async (request) => {
      const detail = await getArticle(app.db, requestLocale(request), request.params.id);
      if (!detail) throw ApiError.notFound();
      return ok(detail);
    },
  );

  app.get(
    '/content/pages',
    { schema: { tags, summary: 'Every page: id, slug and title', response: responses(z.array(contentPageLinkSchema)) } },
    async (request) => ok(await listPages(app.db, requestLocale(request))),
  );

  app.get(
    '/content/pages/:ref',
    {
      schema: {
        tags,
        summary: 'A page by id (single/{id}) or slug (brandstory, aboutus, shipping...)',
        params: pageRefParamsSchema,
        response: responses(contentPageSchema, [400, 404]),
      },
    },
    async (request) => {
      const page = await getPage(app.db, requestLocale(request), request.params.ref);
      if (!page) throw ApiError.notFound();
      return ok(page);
    },
  );

  app.get(
    '/content/questions',
    { schema: { tags, summary: 'Questions and answers in their groups', response: responses(z.array(questionGroupSchema)) } },
    async (request) => ok(await listQuestionGroups(app.db, requestLocale(request))),
  );

  app.get(
    '/content/questions/:id',
    { schema: { tags, summary: 'One question and its answer', params: idParamsSchema, response: responses(questionItemSchema, [400, 404]) } },
    async (request) => {
      const item = await getQuestion(app.db, requestLocale(request), request.params.id);
      if (!item) throw ApiError.notFound();
      return ok(item);
    },
  );

  app.get('/content/photos', { schema: { tags, summary: 'The photo gallery', response: responses(z.array(photoSchema)) } }, async (request) =>
    ok(await listPhotos(app.db, requestLocale(request))),
  );

  app.get(
    '/content/contact',
    { schema: { tags, summary: 'Contact details of the shop', response: responses(contactDetailsSchema, [404]) } },
    async (request) => {
      const details = await getContactDetails(app.db, requestLocale(request));
      if (!details) throw ApiError.notFound();
      return ok(details);
    },
  );
};

export default contentRoutes;
