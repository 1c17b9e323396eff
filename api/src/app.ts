import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { isProduction, type Config } from './config';
import type { Database } from './db/client';
import { REQUEST_ID_HEADER, requestIdGenerator } from './lib/request-id';
import { tracingPlugin } from './lib/tracing';
import { validatorCompiler } from './lib/validation';
import auth from './plugins/auth';
import compression from './plugins/compression';
import db from './plugins/db';
import errors, { envelopeServerOptions } from './plugins/errors';
import jobs from './plugins/jobs';
import mail from './plugins/mail';
import media from './plugins/media';
import openapi from './plugins/openapi';
import securityHeaders from './plugins/security-headers';
import sharedState from './plugins/shared-state';
import fairUse from './plugins/fair-use';
import registry from './plugins/registry';
import canaryGuard from './plugins/canary';
import metrics from './plugins/metrics';
import publicCache from './plugins/public-cache';
import sharedCachePurge from './plugins/shared-cache-purge';
import payments, { type PaymentProvider } from './plugins/payments';
import staticSite from './plugins/static-site';
import ssr from './plugins/ssr';
import uploads from './plugins/uploads';
import beaconRoutes from './routes/beacon';
import { countRemoteFailure } from './routes/beacon/service';
import devRoutes from './routes/dev';
import devOperatorRoutes from './routes/dev/operator';
import pressure from './plugins/pressure';
import healthRoutes from './routes/health';
import sitemapRoutes from './routes/sitemap';
import shopRoutes from './routes/shop';
import userRoutes from './routes/user';
import accountDataRoutes from './routes/account-data';
import authRoutes from './routes/auth';
import codeRoutes from './routes/codes';
import profileRoutes from './routes/profile';
import collectionRoutes from './routes/collection';
import mailRoutes from './routes/mail';
import reviewRoutes from './routes/review';
import cartRoutes from './routes/cart';
import addressRoutes from './routes/address';
import couponRoutes from './routes/coupon';
import orderRoutes from './routes/order';
import guestRoutes from './routes/order/guest-routes';
import payRoutes from './routes/pay';
import catalogRoutes from './routes/catalog';
import contentRoutes from './routes/content';
import contactRoutes from './routes/contact';
import newsletterRoutes from './routes/newsletter';
import backofficeRoutes from './routes/backoffice';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  /** An opened, migrated and seeded database (tests); otherwise the app opens and prepares one from config. */
  database?: Database;
  /** A payment provider instance (an embedding host, tests); otherwise PAYMENT_PROVIDER chooses one. */
  paymentProvider?: PaymentProvider;
}

/** The whole store API as one plugin: shared plumbing first, then one plugin per domain under /api. */
async function app(app: FastifyInstance, options: AppOptions) {
  const { config } = options;
  app.decorate('config', config);
  // First of all hooks: every answer names the id its log lines carry, the load balancer's when trusted.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // A span per request and per hook, in the trace the caller sent (a render worker's data calls).
  const tracing = tracingPlugin();
  if (tracing) await app.register(tracing);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The shop's API client sends GET (and may send forms) as application/x-www-form-urlencoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // First: it compresses the answers of the routes registered after it.
  await app.register(compression);
  // Before the error plugin, so the answers its hooks send carry the headers too.
  await app.register(securityHeaders, { config });
  await app.register(errors);
  // Before the routes: it times every route registered after it.
  await app.register(metrics, { config });
  await app.register(openapi);
  // Before the database and the per-client limit: a shed request costs neither.
  await app.register(pressure, { config });
  // Before the database: a production server with no real payment provider stops at once.
  await app.register(payments, { config, provider: options.paymentProvider });
  await app.register(db, { config, database: options.database });
  // Before anything that keeps copies or counts: the change feed, the shared registry, Redis throttles.
  await app.register(sharedState, { config });
  await app.register(fairUse, { config });
  await app.register(registry, { config });
  await app.register(publicCache);
  await app.register(sharedCachePurge, { config });
  await app.register(auth);
  await app.register(mail, { config });
  await app.register(uploads, { config });
  await app.register(media, { config });
  // Domains add their periodic jobs while they load; they start once the app is ready.
  await app.register(jobs);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(beaconRoutes, { prefix: '/api' });
  await app.register(shopRoutes, { prefix: '/api' });
  await app.register(catalogRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(accountDataRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(codeRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/api' });
  await app.register(collectionRoutes, { prefix: '/api' });
  await app.register(mailRoutes, { prefix: '/api' });
  await app.register(reviewRoutes, { prefix: '/api' });
  await app.register(cartRoutes, { prefix: '/api' });
  await app.register(addressRoutes, { prefix: '/api' });
  await app.register(couponRoutes, { prefix: '/api' });
  await app.register(orderRoutes, { prefix: '/api' });
  await app.register(guestRoutes, { prefix: '/api' });
  await app.register(payRoutes, { prefix: '/api' });
  await app.register(contentRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(newsletterRoutes, { prefix: '/api' });
  // The operators' console (ADR 0048): its own accounts, sessions and roles.
  await app.register(backofficeRoutes, { prefix: '/api/backoffice' });
  if (!isProduction(config)) await app.register(devRoutes, { prefix: '/api' });
  if (!isProduction(config)) await app.register(devOperatorRoutes, { prefix: '/api' });

  await app.register(sitemapRoutes);
  await app.register(canaryGuard, { config });
  await app.register(ssr, {
    config,
    countRemoteFailure: (failure, client) => countRemoteFailure(app.db, app.registry, failure, client),
  });
  await app.register(staticSite, { config });
}

export const appPlugin = fp(app, { name: 'app' });

export interface BuildAppOptions extends AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Registered after the app and before ready, e.g. extra routes in tests. */
  extend?: (app: FastifyInstance) => Promise<void> | void;
}

/** A ready Fastify instance with the app registered; server.ts only adds listen and shutdown. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // Migrating and seeding an empty database happens while plugins load; on a busy machine it can take a while.
  const instance = Fastify({
    logger: options.logger ?? false,
    pluginTimeout: 300_000,
    trustProxy: options.config.trustProxy,
    genReqId: requestIdGenerator(options.config.trustProxy),
    ...envelopeServerOptions,
  }).withTypeProvider<ZodTypeProvider>();
  try {
    await instance.register(appPlugin, { config: options.config, database: options.database, paymentProvider: options.paymentProvider });
    if (options.extend) await instance.register(async (scope) => options.extend!(scope));
    await instance.ready();
  } catch (error) {
    await instance.close().catch(() => {});
    throw error;
  }
  return instance;
}
