export { default } from '../pages/address';
export { addressStarted as pageStarted } from '../pages/address.model';
