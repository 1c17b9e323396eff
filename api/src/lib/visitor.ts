import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from '@storefront/registry/document';
import type { RemoteName } from '@storefront/shared/routes';
import { BUCKET_COOKIE, BUCKET_COOKIE_MAX_AGE, newVisitor, parseVisitor, visitorCookieValue, type Visitor } from '@storefront/registry/canary';

const assigned = new WeakMap<FastifyRequest, Visitor>();
const COOKIE = new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=([^;]*)`);

/** The browser's canary bucket from its cookie (ADR 0019); null before its first visit. */
export function visitorFrom(request: FastifyRequest): Visitor | null {
  return assigned.get(request) ?? parseVisitor(request.headers.cookie?.match(COOKIE)?.[1]);
}

/**
 * The browser's bucket, assigned on its first page or /remotes.json (a year-long cookie), so it keeps its
 * canary assignment on every later load.
 */
export function visitorOf(request: FastifyRequest, reply: FastifyReply): Visitor {
  const known = visitorFrom(request);
  if (known) return known;
  const visitor = newVisitor();
  assigned.set(request, visitor);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${BUCKET_COOKIE}=${visitorCookieValue(visitor)}; Path=/; Max-Age=${BUCKET_COOKIE_MAX_AGE}; SameSite=Lax${secure}`);
  return visitor;
}

/**
 * The browser's bucket for a page of `remote`: its own, or a new one (with its cookie) only while a canary of
 * that remote runs. Null otherwise: the page is the same for every browser, and a shared cache may keep it.
 */
export function pageVisitor(request: FastifyRequest, reply: FastifyReply, registry: Registry, remote: RemoteName | null): Visitor | null {
  const known = visitorFrom(request);
  if (known) return known;
  return remote && registry.remotes[remote]?.canary ? visitorOf(request, reply) : null;
}
