export { startCartSync, cartSyncStarted, $cartSyncPending, $cartSynced } from '../features/cart-sync/model';
export { startCartSync as default } from '../features/cart-sync/model';
