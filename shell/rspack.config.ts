import { appConfigs } from '../rspack.config.base';

export default appConfigs({
  dir: import.meta.dirname,
  name: 'shell',
  devPort: 3000,
  runtimePlugins: ['./src/runtime/remote-recovery.ts'],
});
