export { default } from '../pages/order';
