import { apiGet, apiPost, apiPut } from '@storefront/shared/api';
import type { CartLineInput, CartView } from '@storefront/shared/schemas/cart';

// Every answer is the whole cart, worded in the request's language: the model keeps it as it comes.
export const fetchCart = async () => (await apiGet<CartView>('/api/cart')).data;
export const mergeCart = async (lines: CartLineInput[]) => (await apiPost<CartView>('/api/cart/merge', { lines })).data;
export const addLine = async (line: CartLineInput) => (await apiPost<CartView>('/api/cart/items', line)).data;
export const setQuantity = async (skuId: number, quantity: number) => (await apiPut<CartView>(`/api/cart/items/${skuId}`, { quantity })).data;
export const removeLines = async (skuIds: number[]) => (await apiPost<CartView>('/api/cart/remove', { skuIds })).data;
/** A visitor's lines with today's price and stock, worded in the page's language (nothing is stored). */
export const previewCart = async (lines: CartLineInput[]) => (await apiPost<CartView>('/api/cart/preview', { lines })).data;
