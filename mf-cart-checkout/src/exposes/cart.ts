export { startCart } from '../features/cart/model';
