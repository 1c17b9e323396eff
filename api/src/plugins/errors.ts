import { STATUS_CODES, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_FAILED } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { REQUEST_ID_HEADER } from '../lib/request-id';
import { describeIssues, describeSchemaErrors, isZodValidation } from '../lib/validation';
import { PERMISSIONS_POLICY } from './security-headers';
import { format, localeFromHeader, requestLocale, t, type MessageKey } from '../i18n/messages';

const KEY_BY_STATUS: Partial<Record<number, MessageKey>> = { 401: 'authFailed', 404: 'notFound', 429: 'tooManyRequests' };

/** Requests the framework or a plugin refuses before a route reads them, by their error code. */
const KEY_BY_CODE: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'http.badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'http.emptyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'http.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'http.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'http.badRequest',
  FST_ERR_BAD_URL: 'http.badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'http.uriTooLong',
  // @fastify/multipart
  FST_PARTS_LIMIT: 'http.bodyTooLarge',
  FST_FILES_LIMIT: 'http.bodyTooLarge',
  FST_FIELDS_LIMIT: 'http.bodyTooLarge',
  FST_REQ_FILE_TOO_LARGE: 'http.bodyTooLarge',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'http.unsupportedMediaType',
  FST_PROTO_VIOLATION: 'http.badRequest',
  FST_INVALID_JSON_FIELD_ERROR: 'http.badJson',
  FST_MP_PREMATURE_CLOSE: 'http.uploadIncomplete',
};

/**
 * Longest address (path and query) a route reads; longer ones are answered 414 in the envelope. Node's
 * HTTP parser refuses a request line and headers over 16 KiB (431) before Fastify sees them.
 */
export const MAX_URL_LENGTH = 8 * 1024;

/** Security headers of an answer that no hook saw (a JSON error): it may load nothing and be framed nowhere. */
const BARE_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
};

function send(reply: FastifyReply, httpStatus: number, msg: string, data: unknown = null) {
  return reply.code(httpStatus).send({ status: httpStatus === 401 ? AUTH_FAILED : httpStatus, msg, data });
}

/** A 4xx of the framework or a plugin, in the envelope and the request's language. */
function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const key = KEY_BY_CODE[error.code] ?? KEY_BY_STATUS[statusCode];
  const msg = key ? t(request, key) : statusCode === 400 ? t(request, 'invalidInput', { details: error.message }) : error.message;
  return send(reply, statusCode, msg);
}

/**
 * Errors Node's HTTP parser raises before any request exists (headers over 16 KiB, a request that is not
 * HTTP, a request that takes too long): answered in the envelope on the raw socket, worded in the
 * Accept-Language of the bytes received when there is one.
 */
function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key]: [number, MessageKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'http.headersTooLarge']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'http.requestTimeout']
        : [400, 'http.badRequest'];
  const received = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  const language = /\naccept-language:[ \t]*([^\r\n]{1,200})/i.exec(received)?.[1];
  const body = JSON.stringify({ status, msg: format(localeFromHeader(language), key), data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `${Object.entries(BARE_SECURITY_HEADERS)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('')}Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify options that keep the framework's own answers in the envelope: the router's (a URL that cannot
 * be decoded, a path parameter over maxParamLength), the HTTP parser's, and requests that arrive while the
 * server closes (answered by the hook below instead of Fastify's plain 503).
 */
export const envelopeServerOptions = {
  // Node would answer a HTTP/1.1 request without Host itself, with an empty 400; the hook below answers it.
  http: { requireHostHeader: false },
  // The router answers these before any hook runs, so the security headers are set here.
  frameworkErrors: (error, request, reply) => frameworkError(error, request, reply.headers({ ...BARE_SECURITY_HEADERS, [REQUEST_ID_HEADER]: request.id })),
  clientErrorHandler,
  return503OnClosing: false,
} satisfies Partial<FastifyServerOptions> & { http: ServerOptions };

/** One error handler for the whole app: every failure is an envelope; 5xx details stay in the log. */
async function errors(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onRequest', async (request, reply) => {
    if (closing) {
      reply.header('connection', 'close');
      return send(reply, 503, t(request, 'http.closing'));
    }
    if (request.url.length > MAX_URL_LENGTH) return send(reply, 414, t(request, 'http.uriTooLong'));
    if (!request.headers.host && request.raw.httpVersion === '1.1') return send(reply, 400, t(request, 'http.noHost'));
  });

  // Node answers an Expect header other than 100-continue with an empty 417 unless someone listens.
  app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify({ status: 417, msg: format(localeFromHeader(request.headers['accept-language']), 'http.expectationFailed'), data: null });
    response.writeHead(417, { ...BARE_SECURITY_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.httpStatus).send({ status: error.bodyStatus, msg: t(request, error.messageKey, error.params), data: null });
    }
    if (error.validation) {
      const locale = requestLocale(request);
      const issues = isZodValidation(error.validation)
        ? describeIssues(locale, error.validation, error.validationContext)
        : describeSchemaErrors(locale, error.validation, error.validationContext);
      // The field by its name in the request's language; the path stays in `data` for the client.
      const details = issues.map((i) => (i.field ? format(locale, 'fieldIssue', { field: i.field, message: i.message }) : i.message)).join('; ');
      return send(reply, 400, t(request, 'invalidInput', { details }), { issues });
    }
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, t(request, 'serverError'));
    }
    // Fastify's own 4xx (malformed JSON, unsupported media type, body too large...) and plugins' (rate limit, multipart).
    return frameworkError(error, request, reply);
  });

  app.setNotFoundHandler((request, reply) => send(reply, 404, t(request, 'notFound')));
}

export default fp(errors, { name: 'errors' });
