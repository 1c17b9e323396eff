import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope';
import { shopSettingsPatchSchema, shopSettingsSchema } from '../shop/schemas';
import { updateSettings } from '../shop/service';
import { outboxMailSchema, outboxQuerySchema } from './schemas';
import { mailOrigin } from '../mail/service';
import { listOutbox } from './service';

/** Development and test helpers; app.ts does not register them when NODE_ENV=production. */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail kept in the local outbox, newest first',
        querystring: outboxQuerySchema,
        response: responses(z.array(outboxMailSchema), [400]),
      },
    },
    async (request) => ok(await listOutbox(app.db, request.query, mailOrigin(app.config))),
  );

  app.put(
    '/dev/settings',
    {
      schema: {
        tags: ['dev'],
        summary: 'Change operator switches (e.g. isEdit) for browser tests',
        body: shopSettingsPatchSchema,
        response: responses(shopSettingsSchema, [400]),
      },
    },
    async (request) => ok(await updateSettings(app.db, request.body)),
  );
};

export default devRoutes;
