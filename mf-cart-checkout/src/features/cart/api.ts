import { apiPost } from '@storefront/shared/api';
import type { CartLineInput, CartView } from '@storefront/shared/schemas/cart';

/** Current price and stock of the lines in $cart, named in the page's language (nothing is stored). */
export const previewCart = async (lines: CartLineInput[]) => (await apiPost<CartView>('/api/cart/preview', { lines })).data;
