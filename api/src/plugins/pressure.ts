import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { Config } from '../config';
import { busyAnswer } from '../lib/busy';
import { requestKind } from './fair-use';

export interface PressurePluginOptions {
  config: Pick<Config, 'pressure'>;
}

/**
 * Sheds load before it runs away (ADR 0045): while the event loop lags or memory nears its limit (sampled
 * every second), pages and API requests are answered at once with 503 and Retry-After instead of queueing
 * behind the backlog. The balancer's health checks, metrics and static files are still answered, so the
 * instance stays visible as alive while it recovers.
 */
async function pressure(app: FastifyInstance, options: PressurePluginOptions) {
  const { maxEventLoopDelayMs, maxHeapUsedBytes, maxRssBytes, retryAfterSeconds } = options.config.pressure;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes,
    maxRssBytes,
    retryAfter: retryAfterSeconds,
    pressureHandler: (request, reply, type) => {
      if (requestKind(request.url) === 'free') return undefined;
      app.appMetrics.shed.inc({ reason: 'pressure', answer: '503' });
      request.log.warn({ type }, 'request shed under pressure');
      // The plugin sends what its handler returns (its README); its types only allow void.
      return busyAnswer(request, reply, retryAfterSeconds) as unknown as void;
    },
  });
}

export default fp(pressure, { name: 'pressure', dependencies: ['metrics'] });
