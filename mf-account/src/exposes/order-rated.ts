export { default } from '../pages/order-rated';
