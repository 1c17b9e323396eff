import { createAppConfig, type AppOptions } from '../rspack.config.base';

const app: AppOptions = {
  dir: import.meta.dirname,
  name: 'backoffice',
  devPort: 3005,
  exposes: {
    './pages/Console': './src/exposes/console.ts',
  },
};

// The browser build only: the store never renders the console on the server (docs/adr/0049).
export default () => ({ ...createAppConfig(app), name: 'web' });
