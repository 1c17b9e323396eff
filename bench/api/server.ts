// The store API as `serve` runs it, without the shell (the bench reads the API only).
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';

const config = { ...loadConfig(), shellDist: null };
const app = await buildApp({ config, logger: false });
const close = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
await app.listen({ port: config.port, host: '127.0.0.1' });
