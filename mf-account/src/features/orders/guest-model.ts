import { createEffect } from 'effector';
import { createApiEffect } from '@storefront/shared/store';
import * as api from './api';

/** The requests of a guest's order page; its state lives in the page's component, which only guests load. */
export const guestOrderFx = createApiEffect(api.fetchGuestOrder);
export const guestActionFx = createApiEffect(api.guestOrderAction);
export const guestPayFx = createApiEffect(api.startGuestPayment);
export const guestLinkFx = createApiEffect(api.requestOrderLinks);
/** The provider's page, in this tab; its "back to the shop" returns to guest/order. */
export const goToPayPageFx = createEffect((payUrl: string) => window.location.assign(payUrl));

const KEY = 'guest-order-token';

/**
 * The token of the link that opened the page: the fragment, which browsers never send to a server. The tab
 * keeps it, so coming back from the payment page (guest/order without it) opens the same order.
 */
export function tokenOfPage(): string | null {
  const fromHash = window.location.hash.replace(/^#/, '');
  try {
    if (/^[A-Za-z0-9_-]{43}$/.test(fromHash)) {
      sessionStorage.setItem(KEY, fromHash);
      return fromHash;
    }
    return sessionStorage.getItem(KEY);
  } catch {
    return /^[A-Za-z0-9_-]{43}$/.test(fromHash) ? fromHash : null;
  }
}
