import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { requestLocale, t } from '../../i18n/messages';
import { contactBodySchema, contactReceiptSchema } from './schemas';
import { sendContactMessage } from './service';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['content'],
        summary: 'Sends a message with the contact (consultation) form; msg is the confirmation in the shopper’s language',
        body: contactBodySchema,
        response: responses(contactReceiptSchema, [400, 429]),
      },
    },
    async (request, reply) => {
      const result = await sendContactMessage(app.db, request.body, { ip: request.ip, locale: requestLocale(request) });
      if (!result.ok) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new ApiError(429, 429, 'contact.tooMany');
      }
      return ok(result.data, t(request, 'contact.received', { name: request.body.name }));
    },
  );
};

export default contactRoutes;
