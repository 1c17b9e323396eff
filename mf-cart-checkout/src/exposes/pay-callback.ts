export { default } from '../pages/pay-callback';
export { payCallbackStarted as pageStarted } from '../pages/pay-callback.model';
