import { appConfigs, type AppOptions } from '../rspack.config.base';

const app: AppOptions = {
  dir: import.meta.dirname,
  name: 'cartCheckout',
  devPort: 3002,
  exposes: {
    './pages/GoodCart': './src/exposes/good-cart.ts',
    './pages/PlaceAnOrder': './src/exposes/place-an-order.ts',
    './pages/PayCallback': './src/exposes/pay-callback.ts',
    // Loaded by the shell at start so the cart mirrors the customer's server cart on every page.
    './cart-sync': './src/exposes/cart-sync.ts',
  },
};

// The browser build and the server build of the same release.
export default appConfigs(app);
