import { defineConfig } from 'vitest/config';
import { effectorSids } from '../scripts/effector-sids';

export default defineConfig({
  plugins: [effectorSids()],
  test: { environment: 'happy-dom', env: { TZ: 'UTC' }, testTimeout: 30_000, setupFiles: ['@storefront/shared/test/timeouts'] },
});
