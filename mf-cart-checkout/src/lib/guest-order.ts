import { localePath, type Locale } from '@storefront/shared/routes';

/**
 * The tab's memory of the guest order it placed, so the payment's return page can lead back to it. Session
 * storage: it ends with the tab, and the mail keeps the lasting link.
 */
const KEY = 'guest-order';

export function rememberGuestOrder(orderId: number, token: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ orderId, token }));
  } catch {
    // Storage refused (private mode): the mail's link still opens the order.
  }
}

/** The guest order page of this order (its token in the fragment), or null when this tab did not place it. */
export function guestOrderHref(locale: Locale, orderId: number): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { orderId: number; token: string } | null;
    return saved?.orderId === orderId ? `${localePath(locale, 'guest/order')}#${saved.token}` : null;
  } catch {
    return null;
  }
}
