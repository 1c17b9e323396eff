import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'happy-dom', env: { TZ: 'UTC' }, setupFiles: ['./src/test/setup.ts'] },
});
