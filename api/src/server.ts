import { ConfigError, loadConfig, type Config } from './config';
import { startTracing, stopTracing } from './lib/tracing';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Before the app's modules load, so the instrumentations can patch http, pg and ioredis as they are imported.
await startTracing();
const { buildApp } = await import('./app');
const app = await buildApp({
  config,
  // Several processes may share one LOG_FILE: pino appends whole lines, each with its pid.
  logger: { level: config.logLevel, ...(config.logFile ? { file: config.logFile } : {}) },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  // A hung close must not keep the port and the database lock forever.
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await app.close();
    await stopTracing();
    process.exit(0);
  } catch (error) {
    app.log.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
