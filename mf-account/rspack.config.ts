import { appConfigs, type AppOptions } from '../rspack.config.base';

const app: AppOptions = {
  dir: import.meta.dirname,
  name: 'account',
  devPort: 3003,
  exposes: {
    './pages/Join': './src/exposes/join.ts',
    './pages/Forget': './src/exposes/forget.ts',
    './pages/Register': './src/exposes/register.ts',
    './pages/Address': './src/exposes/address.ts',
    './pages/Collection': './src/exposes/collection.ts',
    './pages/Coupon': './src/exposes/coupon.ts',
    './pages/Mail': './src/exposes/mail.ts',
    './pages/Order': './src/exposes/order.ts',
    './pages/OrderRated': './src/exposes/order-rated.ts',
    './pages/OrderRefund': './src/exposes/order-refund.ts',
    './pages/OrderDetails': './src/exposes/order-details.ts',
    './pages/Review': './src/exposes/review.ts',
    './pages/Setting': './src/exposes/setting.ts',
    './pages/GuestOrder': './src/exposes/guest-order.ts',
  },
};

// The browser build and the server build of the same release.
export default appConfigs(app);
