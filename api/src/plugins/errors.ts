import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_FAILED } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { describeIssues, isZodValidation } from '../lib/validation';
import { requestLocale, t, type MessageKey } from '../i18n/messages';

const KEY_BY_STATUS: Partial<Record<number, MessageKey>> = { 401: 'authFailed', 404: 'notFound', 429: 'tooManyRequests' };

/** One error handler for the whole app: every failure is an envelope; 5xx details stay in the log. */
async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.httpStatus).send({ status: error.bodyStatus, msg: t(request, error.messageKey, error.params), data: null });
    }
    if (error.validation) {
      const locale = requestLocale(request);
      const issues = isZodValidation(error.validation)
        ? describeIssues(locale, error.validation, error.validationContext)
        : error.validation.map((v) => ({ path: v.instancePath, message: v.message ?? '' }));
      const details = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
      return reply.code(400).send({ status: 400, msg: t(request, 'invalidInput', { details }), data: { issues } });
    }
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ status: 500, msg: t(request, 'serverError'), data: null });
    }
    // Fastify's own 4xx (malformed JSON, unsupported media type, body too large...) and plugins' (rate limit).
    const key = KEY_BY_STATUS[statusCode];
    const msg = key ? t(request, key) : statusCode === 400 ? t(request, 'invalidInput', { details: error.message }) : error.message;
    return reply.code(statusCode).send({ status: statusCode === 401 ? AUTH_FAILED : statusCode, msg, data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ status: 404, msg: t(request, 'notFound'), data: null });
  });
}

export default fp(errors, { name: 'errors' });
