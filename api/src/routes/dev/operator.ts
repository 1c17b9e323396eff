import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope';
import { runOperator } from '../../ops/operator';

/**
 * The operator's commands (ship, settle-refund, cancel-expired) over HTTP, for browser tests: the
 * embedded database is open in the server, so the command line cannot reach it while the site runs.
 * Registered only outside production.
 */
const devOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/operator',
    {
      schema: {
        tags: ['dev'],
        summary: 'Run an operator command, e.g. { "args": ["ship", "<orderNo>"] }',
        body: z.object({ args: z.array(z.string().max(64)).min(1).max(3) }),
        response: responses(z.object({ code: z.number().int(), lines: z.array(z.string()) }), [400]),
      },
    },
    async (request) => ok(await runOperator(app.db, request.body.args)),
  );
};

export default devOperatorRoutes;
