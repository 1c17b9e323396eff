export { default } from '../pages/coupon';
