export { default, GoodCartFrame as Frame } from '../pages/good-cart';
export { goodCartStarted as pageStarted } from '../pages/good-cart.model';
