import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';
import { DEFAULT_OVERRIDE_ORIGINS } from '@storefront/registry/document';
import { EARLY_CLICKS_SCRIPT } from '@storefront/shared/contracts/early-clicks';
import { START_AFTER_PAINT_SCRIPT } from '@storefront/shared/contracts/start-after-paint';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { servedOverTls, type Config } from '../config';

export interface SecurityHeadersOptions {
  config: Pick<Config, 'publicUrl' | 'paymentProvider'>;
}

/** The page's two inline scripts, allowed by their hashes. */
const INLINE_SCRIPT_HASHES = [EARLY_CLICKS_SCRIPT, START_AFTER_PAINT_SCRIPT].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);

/** Features the shop never uses, so a page (or something injected into it) cannot ask for them. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

// An origin pattern as the registry keeps it (http://localhost:*, https://dev.example.com:8443): nothing
// that could end a CSP directive or add a keyword.
const ORIGIN_PATTERN = /^(https?):\/\/([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:(\d{1,5}|\*))?$/;

/**
 * Sources a remote's development server needs besides the shop's own origin: its scripts, styles, pictures
 * and manifest over http(s), and its live-reload socket over ws(s).
 */
export function overrideSources(origins: readonly string[]): { http: string[]; socket: string[] } {
  const http: string[] = [];
  const socket: string[] = [];
  for (const origin of origins) {
    const m = ORIGIN_PATTERN.exec(origin);
    if (!m) continue;
    http.push(origin);
    socket.push(`${m[1] === 'https' ? 'wss' : 'ws'}://${origin.slice(m[1].length + 3)}`);
  }
  return { http, socket };
}

/**
 * Security headers of every answer (pages, API, files), through @fastify/helmet:
 * - Content-Security-Policy: scripts, styles, pictures, fonts and connections from the shop's own origin
 *   only, with no inline script or style except one carrying the answer's nonce (reply.cspNonce, on routes
 *   that ask for it, such as the sandbox payment page). Module Federation loads remote entries
 *   and chunks by script tags from the same origin; the origins the release registry allows for
 *   development overrides (README "Plugging a remote's dev server") are added, so a developer's browser
 *   can still load a remote from its dev server. `frame-ancestors 'none'`: no page may frame the shop.
 * - X-Content-Type-Options: nosniff; Referrer-Policy: strict-origin-when-cross-origin; X-Frame-Options:
 *   DENY for browsers without frame-ancestors; a Permissions-Policy.
 * - Strict-Transport-Security (and upgrade-insecure-requests) only when PUBLIC_URL is https: a shop
 *   served over plain HTTP (development, the browser tests) must not pin browsers to HTTPS.
 */
/**
 * The headers helmet's middleware sets with these options, written once: with no nonce and no function in
 * them they are the same for every answer. Helmet sets headers and never reads the request for them.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Where Stripe Checkout's hosted payment page lives. */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const tls = servedOverTls(options.config);

  // The registry's override origins, re-read when the registry changes (checked at most once a second). The
  // registry plugin comes later (it needs the database); requests only arrive once every plugin is ready.
  let sources = overrideSources(DEFAULT_OVERRIDE_ORIGINS);
  let registryKey = '';
  let checkedAt = 0;
  app.addHook('onRequest', async () => {
    const now = Date.now();
    if (now - checkedAt < 1000) return;
    checkedAt = now;
    const stamp = await app.registry.stamp().catch(() => null);
    const key = stamp ?? 'none';
    if (key === registryKey) return;
    registryKey = key;
    const registry = stamp ? await app.registry.read().catch(() => null) : null;
    sources = overrideSources(registry?.overrideOrigins ?? DEFAULT_OVERRIDE_ORIGINS);
  });
  const http = () => sources.http.join(' ');
  const sockets = () => sources.socket.join(' ');

  // Nonces only where a page needs one (route option `helmet: { enableCSPNonces: true }`): they cost a
  // random draw and a rebuilt policy per answer.
  type Source = string | (() => string);
  const headersWith = (http: Source, sockets: Source) =>
    ({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The inline scripts: clicks made before the page's code has loaded are kept; the code starts after paint.
          scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES, http],
          styleSrc: ["'self'", http],
          // blob: previews a picture the shopper picked before it is uploaded (review pictures).
          imgSrc: ["'self'", 'data:', 'blob:', http],
          fontSrc: ["'self'", 'data:', http],
          connectSrc: ["'self'", http, sockets],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          // Stripe's hosted page is reached by following the address /pay/start answers; a form that leads there
          // (a redirect after a form is judged by form-action) may go to that page's origin and no other.
          formAction: ["'self'", ...(options.config.paymentProvider === 'stripe' ? [STRIPE_CHECKOUT_ORIGIN] : [])],
          frameAncestors: ["'none'"],
          ...(tls ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: tls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
    }) satisfies HelmetOptions;
  const headers = headersWith(http, sockets);
  // Routes with options of their own (the nonces) go through @fastify/helmet. It builds helmet's middleware
  // anew for every answer, parsing the policy each time (on every API request a render makes too): every other
  // route gets the headers helmet writes, written once with the sources of the moment and again only when
  // they change (helmet's own middleware writes the whole policy for every answer: 4% of a kept page's time).
  await app.register(fastifyHelmet, { ...headers, global: false });
  let applied = { sources, headers: helmetHeaders(headersWith(http(), sockets())) };
  app.addHook('onRequest', (request, reply, done) => {
    // @fastify/helmet moves a route's `helmet` option into its config.
    if ((request.routeOptions.config as { helmet?: unknown }).helmet !== undefined) return done();
    if (applied.sources !== sources) applied = { sources, headers: helmetHeaders(headersWith(http(), sockets())) };
    reply.headers(applied.headers);
    done();
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
