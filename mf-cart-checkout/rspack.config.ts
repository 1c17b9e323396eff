import { appConfigs, type AppOptions } from '../rspack.config.base';

const app: AppOptions = {
  dir: import.meta.dirname,
  name: 'cartCheckout',
  devPort: 3002,
  exposes: {
    './pages/GoodCart': './src/exposes/good-cart.ts',
    './pages/PlaceAnOrder': './src/exposes/place-an-order.ts',
    './pages/PayCallback': './src/exposes/pay-callback.ts',
    // The cart's model without its page: the shell loads it when a customer's cart is to be read or a line
    // was added, so the header count follows on every page.
    './cart': './src/exposes/cart.ts',
  },
  serviceModules: /[\\/]src[\\/]features[\\/]cart[\\/][^\\/]+\.ts$/,
};

// The browser build and the server build of the same release.
export default appConfigs(app);
