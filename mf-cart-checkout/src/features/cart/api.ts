import { apiPost, type RequestContext } from '@storefront/shared/api';
import type { CartLineInput, CartView } from '@storefront/shared/schemas/cart';

/** Current price and stock of the lines in $cart, named in the page's language (nothing is stored). */
export const previewCart = async (context: RequestContext, lines: CartLineInput[]) => (await apiPost<CartView>(context, '/api/cart/preview', { lines })).data;
