import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { requestLocale, t } from '../../i18n/messages';
import { newsletterBodySchema, newsletterResultSchema } from './schemas';
import { subscribe } from './service';

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['content'],
        summary:
          'Signs an address up for the newsletter and mails it a one-time promo code, once per address. The answer is the same whether or not the address was known; msg is it in the shopper’s language',
        body: newsletterBodySchema,
        response: responses(newsletterResultSchema, [400, 429, 503]),
      },
    },
    async (request, reply) => {
      const result = await subscribe(app.db, app.mail, request.body.email, { ip: request.ip, locale: requestLocale(request) });
      if (result.ok) return ok(result.data, t(request, 'newsletter.subscribed'));
      if (result.error === 'mailFailed') throw new ApiError(503, 503, 'auth.mailFailed');
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw new ApiError(429, 429, 'tooManyRequests');
    },
  );
};

export default newsletterRoutes;
