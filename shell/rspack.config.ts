import { appConfigs } from '../rspack.config.base';

export default appConfigs({
  dir: import.meta.dirname,
  name: 'shell',
  devPort: 3000,
  runtimePlugins: ['./src/runtime/federation-sdk.ts', './src/runtime/remote-recovery.ts', './src/runtime/remote-steps.ts'],
  // Every library the remotes may take from the page, including the ones only @storefront/shared imports.
  provides: ['react', 'react-dom', 'react-router', 'effector', 'effector-react', 'i18next', 'react-i18next', 'axios'],
});
