export { default } from '../pages/coupon';
export { couponStarted as pageStarted } from '../pages/coupon.model';
