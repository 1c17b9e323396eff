import { defineConfig } from 'vitest/config';
import { effectorSids } from '../scripts/effector-sids';

export default defineConfig({
  plugins: [effectorSids()],
  test: { environment: 'happy-dom', env: { TZ: 'UTC' }, setupFiles: ['./src/test/setup.ts'] },
});
