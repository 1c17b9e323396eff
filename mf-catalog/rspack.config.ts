import { appConfigs, type AppOptions } from '../rspack.config.base';

const app: AppOptions = {
  dir: import.meta.dirname,
  name: 'catalog',
  devPort: 3001,
  exposes: {
    './pages/Home': './src/exposes/home.ts',
    './pages/Shop': './src/exposes/shop.ts',
    './pages/WhatIsNew': './src/exposes/what-is-new.ts',
    './pages/ProductList': './src/exposes/product-list.ts',
    './pages/GoodDetails': './src/exposes/good-details.ts',
  },
};

// The browser build and the server build of the same release.
export default appConfigs(app);
