// The store API as `serve` runs it, plus one route that touches no database: the baseline of the bench.
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { ok } from '../../api/src/lib/envelope';

const config = { ...loadConfig(), shellDist: null };
const app = await buildApp({
  config,
  logger: false,
  extend: (scope) => {
    scope.get('/api/bench/ping', { schema: { hide: true } }, async () => ok({ pong: true }));
  },
});
const close = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
await app.listen({ port: config.port, host: '127.0.0.1' });
