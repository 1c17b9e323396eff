import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'happy-dom', env: { TZ: 'UTC' }, testTimeout: 30_000, setupFiles: ['@storefront/shared/test/timeouts'] },
});
