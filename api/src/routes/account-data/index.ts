import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_FAILED, ok, responses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { format, requestLocale } from '../../i18n/messages';
import { codeMail } from '../auth/service';
import { refuseMailedCodeStep } from '../codes/service';
import { accountDataSchema, closeAccountCodeSchema, closeAccountSchema, emailCodeSentSchema } from './schemas';
import { closeAccount, exportAccountData, requestCloseCode } from './service';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { certificate: [] }];

/** A refused close-account step as the envelope. */
function fail(result: { error: string; retryAfterSeconds?: number }): never {
  refuseMailedCodeStep(result, { openOrders: () => new ApiError(409, 409, 'account.closeOpenOrders') });
}

/** Your data (user/setting): the account's data as one file, and closing the account (ADR 0035). */
const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/data',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'Everything the shop keeps about the account, as one JSON file (Content-Disposition: attachment)',
        security,
        response: responses(accountDataSchema, [401]),
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const data = await exportAccountData(app.db, user.id, requestLocale(request));
      if (!data) throw new ApiError(401, AUTH_FAILED, 'authFailed');
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="storefront-data-${user.username}-${day}.json"`);
      return ok(data);
    },
  );

  app.post(
    '/user/close/code',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          "Closing the account, step 1: with the password, mail a code to the account's address (valid 10 minutes; one a minute). Refused (409) while an order is unpaid or undelivered or a refund is open",
        security,
        body: closeAccountCodeSchema,
        response: responses(emailCodeSentSchema, [400, 401, 409, 429, 503]),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { send } = codeMail(app.db, locale);
      const result = await requestCloseCode({ db: app.db, send }, request.user!, request.body);
      if (!result.ok) fail(result);
      return ok(result.data, format(locale, 'auth.emailCodeSent'));
    },
  );

  app.post(
    '/user/close',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          'Closing the account, step 2: the password and the mailed code. Ends every session and deletes the profile, addresses, favourites, inbox, cart and pictures; reviews stay without their author; orders keep only what bookkeeping needs',
        security,
        body: closeAccountSchema,
        response: responses(z.null(), [400, 401, 409, 429]),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const result = await closeAccount({ db: app.db, discardFiles: app.uploads.discardFiles }, request.user!, request.body);
      if (!result.ok) fail(result);
      return ok(null, format(locale, 'account.closed'));
    },
  );
};

export default accountDataRoutes;
