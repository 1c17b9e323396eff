import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorClient } from '@storefront/registry/canary';
import { clientId } from '../../lib/client-id';
import { serverSecret } from '../../lib/server-secret';
import { ok, responses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { operatorText } from '../../lib/operator-text';
import { hit } from '../../lib/throttle';
import { visitorFrom } from '../../lib/visitor';
import { remoteFailureResultSchema, remoteFailureSchema, webVitalsResultSchema, webVitalsSchema } from './schemas';
import { BEACON_RULE, countRemoteFailure, ERROR_MAX, PAGE_MAX } from './service';
import { recordWebVitals, VITALS_RULE } from './vitals';

/** Reports from browsers: the shell's recovery plugin counts remote releases it could not load. */
const beaconRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = await serverSecret(app.config.beaconSecret, app.config.dataDir, 'beacon-secret');

  app.post(
    '/beacon/remote-failure',
    {
      schema: {
        tags: ['ops'],
        summary: 'Count a failed load of a remote release (sent with navigator.sendBeacon by the shell)',
        body: remoteFailureSchema,
        response: responses(remoteFailureResultSchema, [400, 429]),
      },
    },
    async (request) => {
      // Behind TRUST_PROXY request.ip is the shopper's address; only its keyed hash is kept.
      const client = clientId(secret, request.ip);
      if (!(await hit(app.db, BEACON_RULE, client)).ok) throw new ApiError(429, 429, 'tooManyRequests');
      // Distinct shoppers are told apart by their browser's canary cookie (many may share an address);
      // the throttle above still counts by address, so a script rotating cookies gains little.
      const visitor = visitorFrom(request);
      const result = await countRemoteFailure(app.db, app.registry, request.body, visitor ? visitorClient(visitor) : client);
      const { remote, version, fallback } = request.body;
      request.log.warn(
        {
          remote,
          version: operatorText(version, 100),
          fallback: fallback ? operatorText(fallback, 100) : fallback,
          error: operatorText(request.body.error ?? '', ERROR_MAX),
          page: operatorText(request.body.page ?? '', PAGE_MAX),
          client,
          result,
        },
        'remote release failed to load in a browser',
      );
      return ok({ counted: result === 'counted' });
    },
  );

  app.post(
    '/beacon/vitals',
    {
      schema: {
        tags: ['ops'],
        summary: "One page view's web vitals (LCP, INP, CLS, FCP, TTFB), sent by the shell when the page is hidden",
        description: 'Sent without cookies. Kept per remote version for the canary rule and pnpm releases; one address counts as one client.',
        body: webVitalsSchema,
        response: responses(webVitalsResultSchema, [400, 429]),
      },
    },
    async (request) => {
      // No cookie comes with it: the address (its keyed hash) is the client, and one client's samples count as their median.
      const client = clientId(secret, request.ip);
      if (!(await hit(app.db, VITALS_RULE, client)).ok) throw new ApiError(429, 429, 'tooManyRequests');
      return ok({ counted: await recordWebVitals(app.db, app.registry, request.body, client) });
    },
  );
};

export default beaconRoutes;
