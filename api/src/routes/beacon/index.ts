import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { remoteFailureResultSchema, remoteFailureSchema } from './schemas';
import { countRemoteFailure, createThrottle } from './service';

/** Reports from browsers: the shell's recovery plugin counts remote releases it could not load. */
const beaconRoutes: FastifyPluginAsyncZod = async (app) => {
  const allow = createThrottle();

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
      if (!allow(request.ip)) throw new ApiError(429, 429, 'tooManyRequests');
      const counted = await countRemoteFailure(app.db, app.config.releasesDir, request.body);
      const { remote, version, fallback, error, page } = request.body;
      request.log.warn({ remote, version, fallback, error, page, counted }, 'remote release failed to load in a browser');
      return ok({ counted });
    },
  );
};

export default beaconRoutes;
