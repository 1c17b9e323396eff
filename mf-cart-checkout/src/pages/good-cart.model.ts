import { createEvent, sample } from 'effector';
import { $page } from '@storefront/shared/store';
import type { PageStart } from '@storefront/shared/routes';
import { cartClosed, cartOpened, cartRead } from '../features/cart/model';
import { cartPageClosed } from '../features/cart/selection';
import { isShown } from '../lib/pages';

/**
 * shop/goodCart opened (once the browser knows the session, whose cart it is; the shell starts the cart on
 * this remote's pages): a customer's cart read from the server, a visitor's lines checked by it (today's
 * price and stock, worded in the page's language).
 */
export const goodCartStarted = createEvent<PageStart>();

sample({ clock: goodCartStarted, filter: ({ again }) => !again, target: cartOpened });

const $shown = $page.map(isShown('GoodCart'));
// Another page: lines unticked here are ticked again the next time the cart opens.
sample({ clock: $shown.updates, filter: (shown) => !shown, target: [cartClosed, cartPageClosed] });
// Another language or currency: the lines again, with the products' names in it, keeping which are ticked.
sample({ clock: goodCartStarted, filter: ({ again }) => !!again, target: cartRead });
