export { default } from '../pages/product-list';
