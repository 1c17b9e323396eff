import { createEffect } from 'effector';
import { createApiEffect } from '@storefront/shared/store';
import * as api from './api';

/** The requests of guest checkout; the form's values live in its component, which only a visitor loads. */
export const guestMethodsFx = createApiEffect(api.fetchPaymentMethods);
export const guestQuoteFx = createApiEffect(api.fetchGuestQuote);
export const guestCreateFx = createApiEffect(api.createGuestOrder);
export const guestPayFx = createApiEffect(api.startGuestPayment);
/** The provider's page, in this tab: it returns to shop/payCallback. */
export const goToPayPageFx = createEffect((payUrl: string) => window.location.assign(payUrl));
