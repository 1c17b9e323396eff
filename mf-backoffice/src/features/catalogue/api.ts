import type { ProductDetail } from '@storefront/shared/schemas/catalog';
import { post, publicGet } from '../../lib/api';

/** The product as the shop shows it, with its SKUs (the public catalogue API). */
export const fetchProduct = (id: number) => publicGet<ProductDetail>(`/api/catalog/products/${id}`);
export const setSkuPrice = (skuId: number, price: number) => post<unknown>(`/skus/${skuId}/price`, { price });
export const setSkuStock = (skuId: number, stock: number) => post<unknown>(`/skus/${skuId}/stock`, { stock });
