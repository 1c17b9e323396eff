import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_FAILED } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { findSessionUser, type SessionUser } from '../lib/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.requireUser (always) or app.loadUser (when the token is valid). */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: answers HTTP 401, body status 410000, unless a live session is presented. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets request.user when a live session is presented; visitors pass through. */
    loadUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** `Authorization: Bearer <token>`, else the `x-certificate-type` header the shop fills from its cookie. */
export function tokenFromRequest(request: Pick<FastifyRequest, 'headers'>): string | null {
  const authorization = request.headers.authorization;
  const bearer = authorization && BEARER.exec(authorization.trim());
  if (bearer) return bearer[1];
  const certificate = request.headers['x-certificate-type'];
  const value = (Array.isArray(certificate) ? certificate[0] : certificate)?.trim();
  if (!value) return null;
  return BEARER.exec(value)?.[1] ?? value;
}

async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null);

  const resolve = async (request: FastifyRequest) => {
    const token = tokenFromRequest(request);
    request.user = token ? await findSessionUser(app.db, token) : null;
    return request.user;
  };

  app.decorate('loadUser', async (request: FastifyRequest) => {
    await resolve(request);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!(await resolve(request))) throw new ApiError(401, AUTH_FAILED, 'authFailed');
  });
}

export default fp(auth, { name: 'auth', dependencies: ['db'] });
