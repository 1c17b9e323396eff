import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isProduction } from '../../config';
import { ok, responses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { hitAll, tooManyAttempts } from '../../lib/throttle';
import { format, requestLocale } from '../../i18n/messages';
import { captchaParamsSchema, captchaSchema, captchaTextSchema, emailCodeRequestSchema, emailCodeSentSchema } from './schemas';
import { codeMail } from '../auth/service';
import { CAPTCHA_RULE, codesLockedError, createCaptcha, peekCaptcha, requestEmailCode } from './service';

/** Image codes and emailed codes: what registration and the forgotten password ask for. */
const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/captcha',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new image code (4 letters or digits as an SVG picture), valid once for 5 minutes; 100 per IP in 10 minutes',
        response: responses(captchaSchema, [429]),
      },
    },
    async (request, reply) => {
      const allowed = await hitAll(app.db, [[CAPTCHA_RULE, request.ip]]);
      if (!allowed.ok) throw tooManyAttempts(allowed.retryAfterSeconds);
      reply.header('cache-control', 'no-store');
      return ok(await createCaptcha(app.db));
    },
  );

  app.post(
    '/code/email',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Email a 4-digit code (valid once for 10 minutes) for registration or a password reset; one a minute per address. The answer is the same whether or not the address has an account',
        body: emailCodeRequestSchema,
        response: responses(emailCodeSentSchema, [400, 429, 503]),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const result = await requestEmailCode(codeMail(app.db, locale), request.body, request.ip);
      if (result.ok) return ok(result.data, format(locale, 'auth.codeMaybeSent'));
      switch (result.error) {
        case 'throttled':
          throw tooManyAttempts(result.retryAfterSeconds);
        case 'codesLocked':
          throw codesLockedError(result.retryAfterSeconds);
        case 'mailFailed':
          throw new ApiError(503, 503, 'auth.mailFailed');
        case 'captchaWrong':
          throw ApiError.badRequest('auth.captchaWrong');
      }
    },
  );

  // Browser tests read the picture's text here; the route does not exist in production.
  if (!isProduction(app.config)) {
    app.get(
      '/dev/captcha/:id',
      {
        schema: {
          tags: ['dev'],
          summary: 'The text of a live image code (development and tests only)',
          params: captchaParamsSchema,
          response: responses(captchaTextSchema, [404]),
        },
      },
      async (request) => {
        const text = await peekCaptcha(app.db, request.params.id);
        if (text === null) throw ApiError.notFound();
        return ok({ text });
      },
    );
  }
};

export default codeRoutes;
