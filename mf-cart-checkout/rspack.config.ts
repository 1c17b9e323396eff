import { createAppConfig } from '../rspack.config.base';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'cartCheckout',
  devPort: 3002,
  exposes: {
    './pages/GoodCart': './src/exposes/good-cart.ts',
    './pages/PlaceAnOrder': './src/exposes/place-an-order.ts',
    './pages/PayCallback': './src/exposes/pay-callback.ts'
  },
});
