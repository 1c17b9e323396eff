import { createEvent, sample } from 'effector';
import { $cart, $page } from '@storefront/shared/store';
import type { PageStart } from '@storefront/shared/routes';
import { cartSyncStarted } from '../features/cart-sync/model';
import { cartPageClosed, cartPageOpened, previewFx } from '../features/cart/model';
import { isShown } from '../lib/pages';

/**
 * shop/goodCart opened (once the browser knows the session, whose cart it is): today's price and stock of
 * every line, and a customer's cart read back from the server.
 */
export const goodCartStarted = createEvent<PageStart>();

sample({ clock: goodCartStarted, filter: ({ again }) => !again, target: [cartPageOpened, cartSyncStarted] });

const $shown = $page.map(isShown('GoodCart'));
// Another page: lines unticked here are ticked again the next time the cart opens.
sample({ clock: $shown.updates, filter: (shown) => !shown, target: cartPageClosed });
// Another language: the lines again, with the products' names in it, keeping which are ticked.
sample({ clock: goodCartStarted, source: $cart, filter: (_, { again }) => !!again, target: previewFx });
