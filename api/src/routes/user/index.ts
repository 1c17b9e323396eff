import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { format, requestLocale } from '../../i18n/messages';
import { codeMail } from '../auth/service';
import { refuseMailedCodeStep } from '../codes/service';
import { emailChangeCodeSchema, emailChangeSchema, emailCodeSentSchema, profileSchema, sessionUserSchema } from './schemas';
import { changeEmail, requestEmailChangeCode } from './service';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { certificate: [] }];

/** A refusal of the email change as the envelope. */
function fail(result: { error: string; retryAfterSeconds?: number }): never {
  refuseMailedCodeStep(result, {
    emailTaken: () => new ApiError(409, 409, 'account.emailTaken'),
    emailUnchanged: () => ApiError.badRequest('auth.emailUnchanged'),
  });
}

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'The logged-in user of the presented session',
        security,
        response: responses(sessionUserSchema, [401]),
      },
    },
    async (request) => ok(request.user!),
  );

  app.post(
    '/user/email/code',
    {
      // Before validation: without a live session the answer is 410000 whatever the body.
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary:
          'Change of email, step 1: with the password, email a code to the new address (valid 10 minutes; one a minute). The answer does not tell whether another account uses the address',
        security,
        body: emailChangeCodeSchema,
        response: responses(emailCodeSentSchema, [400, 401, 429, 503]),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const result = await requestEmailChangeCode(codeMail(app.db, locale), request.user!, request.body);
      if (!result.ok) fail(result);
      return ok(result.data, format(locale, 'auth.codeMaybeSent'));
    },
  );

  app.put(
    '/user/email',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'Change of email, step 2: the new address, its code and the password; the old address is told. 10 wrong codes a day lock the codes for a day',
        security,
        body: emailChangeSchema,
        response: responses(profileSchema, [400, 401, 409, 429]),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const user = request.user!;
      const result = await changeEmail(app.db, user, request.body, locale);
      if (!result.ok) fail(result);
      return ok(result.data.profile, format(locale, 'auth.emailChanged'));
    },
  );
};

export default userRoutes;
