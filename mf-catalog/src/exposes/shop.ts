export { default } from '../pages/shop';
// The shop is the product list over every category: the same model.
export { productListStarted as pageStarted, productListMeta as pageMeta } from '../pages/product-list.model';
