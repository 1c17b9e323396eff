import { apiPost } from '@storefront/shared/api';
import type { CartItemInput, CartView } from '@storefront/shared/schemas/checkout';

/** Current price, stock and names of the lines in $cart (nothing is stored). */
export const previewCart = async (lines: CartItemInput[]) => (await apiPost<CartView>('/api/cart/preview', { lines })).data;
