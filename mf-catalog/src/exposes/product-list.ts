export { default } from '../pages/product-list';
export { productListStarted as pageStarted, productListMeta as pageMeta } from '../pages/product-list.model';
