import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/envelope';
import { languageSchema, moneyTypeSchema, shopSettingsSchema } from './schemas';
import { getSettings, listCurrencies, listLanguages } from './service';

/** Shop-wide data the shell loads first: languages, currencies, operator switches. */
const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  // Nothing here depends on who asks: every answer may come from the instance's copies (plugins/public-cache.ts).
  app.publicCache.attach(app, 'shop');
  app.get(
    '/language',
    { schema: { tags: ['shop'], summary: 'Languages; msg is the same list as JSON text', response: responses(z.array(languageSchema)) } },
    async () => {
      const list = await listLanguages(app.db);
      return ok(list, JSON.stringify(list));
    },
  );

  app.get(
    '/currency',
    { schema: { tags: ['shop'], summary: 'Currencies (moneyType); msg is the same list as JSON text', response: responses(z.array(moneyTypeSchema)) } },
    async () => {
      const list = await listCurrencies(app.db);
      return ok(list, JSON.stringify(list));
    },
  );

  app.get('/settings', { schema: { tags: ['shop'], summary: 'Operator switches', response: responses(shopSettingsSchema) } }, async () =>
    ok(await getSettings(app.db)),
  );
};

export default shopRoutes;
