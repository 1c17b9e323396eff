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
        summary: 'Signs an address up for the newsletter; a repeat is a success too. msg is the answer in the shopper’s language',
        body: newsletterBodySchema,
        response: responses(newsletterResultSchema, [400, 429]),
      },
    },
    async (request, reply) => {
      const result = await subscribe(app.db, request.body.email, { ip: request.ip, locale: requestLocale(request) });
      if (!result.ok) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new ApiError(429, 429, 'tooManyRequests');
      }
      return ok(result.data, t(request, result.data.alreadySubscribed ? 'newsletter.alreadySubscribed' : 'newsletter.subscribed'));
    },
  );
};

export default newsletterRoutes;
