export { default } from '../pages/good-cart';
