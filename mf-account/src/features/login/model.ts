import { createEvent, createStore, sample } from 'effector';
import type { LoginRequest, SessionAnswer } from '@storefront/shared/schemas/auth';
import { loggedIn, createApiEffect } from '@storefront/shared/store';
import * as api from './api';

export const loginOpened = createEvent();
export const loginSubmitted = createEvent<LoginRequest>();

export const loginFx = createApiEffect(api.login);

const answered = loginFx.doneData;
const accepted = sample({ clock: answered, filter: (env) => env.status === 200 && env.data !== null, fn: (env) => env.data as SessionAnswer });

/** The refusal of the last attempt (wrong password, too many attempts), worded by the server. */
export const $loginError = createStore<string | null>(null)
  .on(answered, (_, env) => (env.status === 200 ? null : env.msg))
  .reset(loginOpened, loginFx);
/** True once this visit of the page has logged in; the view then leaves for the redirect target. */
export const $loginDone = createStore(false)
  .on(accepted, () => true)
  .reset(loginOpened);
export const $isLoggingIn = loginFx.pending;

sample({ clock: loginSubmitted, filter: $isLoggingIn.map((busy) => !busy), target: loginFx });
// The shell keeps the token in its 7-day cookie and the user in the header.
sample({ clock: accepted, fn: ({ token, user }) => ({ token, user }), target: loggedIn });
