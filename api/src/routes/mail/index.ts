import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { requestLocale } from '../../i18n/messages';
import { mailChangedSchema, mailIdParamsSchema, mailPageSchema, pageQuerySchema } from './schemas';
import { deleteMail, listMail, markMailRead, pendingMailCount } from './service';
import { startMailWorker } from './worker';

const security: { [scheme: string]: string[] }[] = [{ bearer: [] }, { certificate: [] }];

/** The inbox (user/mail): order and refund events written by notifyUser(); and the worker that sends the mail outbox. */
const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  await startMailWorker(app);
  app.appMetrics.watchQueue('mail', () => pendingMailCount(app.db));

  app.get(
    '/user/mail',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'My inbox, newest first, with the unread count',
        security,
        querystring: pageQuerySchema,
        response: responses(mailPageSchema, [400, 401]),
      },
    },
    async (request) => ok(await listMail(app.db, request.user!.id, requestLocale(request), request.query)),
  );

  app.post(
    '/user/mail/:id/read',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Mark a message read',
        security,
        params: mailIdParamsSchema,
        response: responses(mailChangedSchema, [400, 401, 404]),
      },
    },
    async (request) => {
      const result = await markMailRead(app.db, request.user!.id, request.params.id);
      if (!result) throw ApiError.notFound();
      return ok(result);
    },
  );

  app.delete(
    '/user/mail/:id',
    {
      preHandler: app.requireUser,
      schema: { tags: ['account'], summary: 'Delete a message', security, params: mailIdParamsSchema, response: responses(mailChangedSchema, [400, 401, 404]) },
    },
    async (request) => {
      const result = await deleteMail(app.db, request.user!.id, request.params.id);
      if (!result) throw ApiError.notFound();
      return ok(result);
    },
  );
};

export default mailRoutes;
