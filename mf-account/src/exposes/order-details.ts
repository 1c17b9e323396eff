export { default } from '../pages/order-details';
