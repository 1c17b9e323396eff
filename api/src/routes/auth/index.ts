import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isProduction } from '../../config';
import { ok, responses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { revokeSession } from '../../lib/sessions';
import { tooManyAttempts } from '../../lib/throttle';
import { format, requestLocale, type MessageKey } from '../../i18n/messages';
import { tokenFromRequest } from '../../plugins/auth';
import {
  authUserSchema,
  changePasswordSchema,
  devUserSchema,
  emptyAnswerSchema,
  loginSchema,
  logoutAnswerSchema,
  registerSchema,
  resetPasswordSchema,
  sessionAnswerSchema,
} from './schemas';
import { codesLockedError } from '../codes/service';
import { mailOwner } from './notices';
import { changePassword, createAccount, login, register, resetPassword, type AuthResult } from './service';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { certificate: [] }];

/** A failed result as the envelope: 429 (body 400) over a limit, else 400 with the reason's message. */
function fail(result: Exclude<AuthResult<unknown, string>, { ok: true }>): never {
  if ('retryAfterSeconds' in result)
    throw result.error === 'codesLocked' ? codesLockedError(result.retryAfterSeconds) : tooManyAttempts(result.retryAfterSeconds);
  throw ApiError.badRequest(`auth.${result.error}` as MessageKey);
}

/** Sign-up, login, logout and passwords (spec paths: POST /api/user/reg, /api/user/login, /api/logout). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/reg',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Register with username, email, password, confirmation, terms and the emailed code; answers a session. A registered address is refused like a wrong code. Rate-limited per IP',
        body: registerSchema,
        response: responses(sessionAnswerSchema, [400, 429]),
      },
    },
    async (request) => {
      const result = await register(app.db, request.body, request.ip, app.config);
      if (!result.ok) fail(result);
      return ok(result.data, format(requestLocale(request), 'auth.registered'));
    },
  );

  app.post(
    '/user/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in by email or username; the token is valid for 7 days. Rate-limited per account and per IP',
        body: loginSchema,
        response: responses(sessionAnswerSchema, [400, 429]),
      },
    },
    async (request) => {
      const result = await login(app.db, request.body, request.ip);
      if (!result.ok) fail(result);
      return ok(result.data);
    },
  );

  app.post(
    '/logout',
    {
      schema: { tags: ['auth'], summary: 'Revoke the presented session', security, response: responses(logoutAnswerSchema) },
    },
    async (request) => {
      const token = tokenFromRequest(request);
      const revoked = token ? await revokeSession(app.db, token) : false;
      return ok({ revoked }, format(requestLocale(request), 'auth.loggedOut'));
    },
  );

  app.post(
    '/user/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with a code emailed for "reset"; every session of the account ends. 10 wrong codes a day per address lock its codes for a day. Rate-limited per IP',
        body: resetPasswordSchema,
        response: responses(emptyAnswerSchema, [400, 429]),
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const result = await resetPassword(
        app.db,
        request.body,
        request.ip,
        async (to, account, count, hours) => {
          const notice = {
            kind: 'resetLocked',
            subject: 'auth.resetLockedSubject',
            text: 'auth.resetLockedText',
            params: { username: account.username, count, hours },
          } as const;
          // The lock holds whether or not the notice can be written; a failure is only logged.
          await mailOwner(app.db, account, to, notice, locale).catch((error) => request.log.warn({ err: error }, 'reset lock notice not written'));
        },
        locale,
      );
      if (!result.ok) fail(result);
      return ok(null, format(locale, 'auth.passwordChanged'));
    },
  );

  app.put(
    '/user/password',
    {
      // Before validation: without a live session the answer is 410000 whatever the body.
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Change password (old, new, confirm); the other sessions of the account end',
        security,
        body: changePasswordSchema,
        response: responses(emptyAnswerSchema, [400, 401, 429]),
      },
    },
    async (request) => {
      const result = await changePassword(app.db, request.user!.id, tokenFromRequest(request), request.body, requestLocale(request));
      if (!result.ok) fail(result);
      return ok(null, format(requestLocale(request), 'auth.passwordChanged'));
    },
  );

  // Browser tests set up an account without the mail round trip; the route does not exist in production.
  if (!isProduction(app.config)) {
    app.post(
      '/dev/users',
      {
        schema: {
          tags: ['dev'],
          summary: 'Create an account directly (development and tests only)',
          body: devUserSchema,
          response: responses(authUserSchema, [400]),
        },
      },
      async (request) => {
        const result = await createAccount(app.db, request.body, app.config);
        if (!result.ok) fail(result);
        return ok(result.data);
      },
    );
  }
};

export default authRoutes;
