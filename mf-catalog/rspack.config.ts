import { createAppConfig } from '../rspack.config.base';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'catalog',
  devPort: 3001,
  exposes: {
    './pages/Home': './src/exposes/home.ts',
    './pages/Shop': './src/exposes/shop.ts',
    './pages/WhatIsNew': './src/exposes/what-is-new.ts',
    './pages/ProductList': './src/exposes/product-list.ts',
    './pages/GoodDetails': './src/exposes/good-details.ts'
  },
});
