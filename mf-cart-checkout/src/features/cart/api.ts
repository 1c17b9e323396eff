import { apiGet, apiPost, apiPut, type RequestContext } from '@storefront/shared/api';
import type { CartLineInput, CartView } from '@storefront/shared/schemas/cart';

// Every answer is the whole cart, worded in the request's language: the model keeps it as it comes.
export const fetchCart = async (context: RequestContext) => (await apiGet<CartView>(context, '/api/cart')).data;
export const mergeCart = async (context: RequestContext, lines: CartLineInput[]) => (await apiPost<CartView>(context, '/api/cart/merge', { lines })).data;
export const addLine = async (context: RequestContext, line: CartLineInput) => (await apiPost<CartView>(context, '/api/cart/items', line)).data;
export const setQuantity = async (context: RequestContext, skuId: number, quantity: number) =>
  (await apiPut<CartView>(context, `/api/cart/items/${skuId}`, { quantity })).data;
export const removeLines = async (context: RequestContext, skuIds: number[]) => (await apiPost<CartView>(context, '/api/cart/remove', { skuIds })).data;
/** A visitor's lines with today's price and stock, worded in the page's language (nothing is stored). */
export const previewCart = async (context: RequestContext, lines: CartLineInput[]) => (await apiPost<CartView>(context, '/api/cart/preview', { lines })).data;
