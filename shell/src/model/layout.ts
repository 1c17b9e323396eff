import { createEvent, createStore, sample } from 'effector';
import { apiPost, AUTH_FAILED } from '@storefront/shared/api';
import { createApiEffect, sessionEnded, toastShown } from '@storefront/shared/store';
import { i18n } from '@storefront/shared/i18n';
import { NS } from '../i18n';

/** The header's logout: the server revokes the session, and the store forgets it whatever the answer. */
export const logoutClicked = createEvent();
// A session the server no longer knows is already over: logging out of it is not a failure.
const logoutFx = createApiEffect(async (context) => {
  await apiPost(context, '/api/logout', undefined, { expect: [AUTH_FAILED] });
});
sample({ clock: logoutClicked, target: logoutFx });
sample({ clock: logoutFx.finally, target: sessionEnded });

/** The footer's newsletter form: the address typed, and a valid one submitted. */
export const newsletterEmailChanged = createEvent<string>();
export const newsletterSubmitted = createEvent<string>();
const subscribeFx = createApiEffect((context, email: string) => apiPost<unknown>(context, '/api/newsletter', { email }));
export const $newsletterEmail = createStore('')
  .on(newsletterEmailChanged, (_, email) => email)
  .reset(subscribeFx.done);
export const $newsletterBusy = subscribeFx.pending;
sample({ clock: newsletterSubmitted, target: subscribeFx });
sample({
  clock: subscribeFx.doneData,
  fn: (res) => ({ message: res.msg || i18n.t(`${NS}:footer.newsletter.done`), type: 'success' as const }),
  target: toastShown,
});
