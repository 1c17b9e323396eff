import type { ProductPhotos } from '@storefront/shared/schemas/backoffice';
import type { ProductDetail } from '@storefront/shared/schemas/catalog';
import { del, get, post, publicGet, put, upload } from '../../lib/api';

/** The product as the shop shows it, with its SKUs (the public catalogue API). */
export const fetchProduct = (id: number) => publicGet<ProductDetail>(`/api/catalog/products/${id}`);
export const setSkuPrice = (skuId: number, price: number) => post<unknown>(`/skus/${skuId}/price`, { price });
export const setSkuStock = (skuId: number, stock: number) => post<unknown>(`/skus/${skuId}/stock`, { stock });

/** The product's gallery with each picture's id; every change answers it as it now is. */
export const fetchPhotos = (productId: number) => get<ProductPhotos>(`/products/${productId}/photos`);
export const uploadPhoto = (productId: number, file: File, onProgress: (sent: number) => void) =>
  upload<ProductPhotos>(`/products/${productId}/photos`, file, onProgress);
export const orderPhotos = (productId: number, ids: number[]) => put<ProductPhotos>(`/products/${productId}/photos/order`, { ids });
export const removePhoto = (productId: number, imageId: number) => del<ProductPhotos>(`/products/${productId}/photos/${imageId}`);
