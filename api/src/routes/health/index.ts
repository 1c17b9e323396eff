import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope';
import { healthSchema } from './schemas';
import { health } from './service';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['ops'], summary: 'Database reachability and the current release of each remote', response: responses(healthSchema, [503]) } },
    async (_request, reply) => {
      const data = await health(app.db, app.registry, app.config.canary, new Date());
      reply.header('cache-control', 'no-store');
      if (!data.ok) reply.code(503);
      return ok(data);
    },
  );
};

export default healthRoutes;
