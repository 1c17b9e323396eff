export { default } from '../pages/order-refund';
