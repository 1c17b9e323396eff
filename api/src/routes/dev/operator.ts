import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVIEW_REPLY_MAX } from '@storefront/shared/schemas/account';
import { textField } from '@storefront/shared/schemas/common';
import { ok, responses } from '../../lib/envelope';
import { runOperator } from '../../ops/operator';

/**
 * The operator's commands (ship, settle-refund, cancel-expired, price, rates, reply) over HTTP, for browser tests: the
 * embedded database is open in the server, so the command line cannot reach it while the site runs.
 * Registered only outside production.
 */
const devOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/operator',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Run an operator command, e.g. { "args": ["ship", "<orderNo>"] }, { "args": ["reply", "<reviewId>", "<text>"] } or { "args": ["add", "<email>", "--role", "<role>"] }',
        // A reply's text is one long argument; the command itself checks its length.
        body: z.object({
          args: z
            .array(textField().max(REVIEW_REPLY_MAX * 4))
            .min(1)
            .max(4),
          /** What the command reads as standard input (`-`), e.g. { "args": ["rates", "-"], "input": "{\"EUR\": 0.9}" }. */
          input: z
            .string()
            .max(64 * 1024)
            .optional(),
        }),
        response: responses(z.object({ code: z.number().int(), lines: z.array(z.string()) }), [400]),
      },
    },
    async (request) => {
      const { args, input } = request.body;
      const read = async (name: string) => {
        if (name !== '-' || input === undefined) throw new Error("only standard input (-) with the request's input");
        return input;
      };
      return ok(await runOperator(app.db, args, { payments: app.payments, read }));
    },
  );
};

export default devOperatorRoutes;
