export { default } from '../pages/good-cart';
export { goodCartStarted as pageStarted } from '../pages/good-cart.model';
