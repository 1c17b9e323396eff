import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isProduction } from '../../config';
import { ok, responses } from '../../lib/envelope';
import { hasMetricsToken } from '../../plugins/metrics';
import { healthSchema, liveSchema, readySchema } from './schemas';
import { health, readiness, withoutErrorTexts } from './service';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // The load balancer's check, every second on every instance: no database, no I/O.
  app.get(
    '/health/live',
    { logLevel: 'warn', schema: { tags: ['ops'], summary: 'The process answers (for the load balancer)', response: responses(liveSchema) } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ ok: true });
    },
  );

  app.get(
    '/health/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['ops'],
        summary: 'The database, Redis (when configured) and the release registry answer (for rollouts)',
        response: responses(readySchema, [503]),
      },
    },
    async (_request, reply) => {
      const data = await readiness(app.db, app.registry, app.sharedRedis);
      reply.header('cache-control', 'no-store');
      if (!data.ok) reply.code(503);
      return ok(data);
    },
  );

  app.get(
    '/health',
    { schema: { tags: ['ops'], summary: 'Database reachability and the current release of each remote', response: responses(healthSchema, [503]) } },
    async (request, reply) => {
      const data = await health(app.db, app.registry, app.config.canary, new Date());
      reply.header('cache-control', 'no-store');
      if (!data.ok) reply.code(503);
      // Browsers' error texts are for operators: in production only with the metrics token.
      const operator = !isProduction(app.config) || hasMetricsToken(request, app.config.metricsToken);
      return ok(operator ? data : withoutErrorTexts(data));
    },
  );
};

export default healthRoutes;
