import { createEvent, createStore, sample } from 'effector';
import type { RegisterRequest, SessionAnswer } from '@storefront/shared/schemas/auth';
import { loggedIn, createApiEffect } from '@storefront/shared/store';
import * as api from './api';

export const registerOpened = createEvent();
export const registerSubmitted = createEvent<RegisterRequest>();

export const registerFx = createApiEffect(api.register);

const answered = registerFx.doneData;
const accepted = sample({ clock: answered, filter: (env) => env.status === 200 && env.data !== null, fn: (env) => env.data as SessionAnswer });

/** The server's refusal (username or email taken, wrong or expired code), in the shopper's language. */
export const $registerError = createStore<string | null>(null)
  .on(answered, (_, env) => (env.status === 200 ? null : env.msg))
  .reset(registerOpened, registerFx);
/** True once this visit of the page has created the account (which is then logged in). */
export const $registerDone = createStore(false)
  .on(accepted, () => true)
  .reset(registerOpened);
export const $isRegistering = registerFx.pending;

sample({ clock: registerSubmitted, filter: $isRegistering.map((busy) => !busy), target: registerFx });
// A new account is logged in at once: the shell keeps the token in its 7-day cookie.
sample({ clock: accepted, fn: ({ token, user }) => ({ token, user }), target: loggedIn });
