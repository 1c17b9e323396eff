import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope';
import { sessionUserSchema } from './schemas';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'The logged-in user of the presented session',
        security: [{ bearer: [] }, { certificate: [] }],
        response: responses(sessionUserSchema, [401]),
      },
    },
    async (request) => ok(request.user!),
  );
};

export default userRoutes;
