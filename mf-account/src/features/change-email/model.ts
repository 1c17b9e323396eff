import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Profile } from '@storefront/shared/schemas/account';
import type { EmailChangeCodeRequest, EmailChangeRequest, EmailCodeSent } from '@storefront/shared/schemas/auth';
import { $userInfo, userInfoUpdated, createApiEffect } from '@storefront/shared/store';
import { toastAsked } from '../../lib/toast';
import * as api from './api';

export const emailChangeOpened = createEvent();
export const codeRequested = createEvent<EmailChangeCodeRequest>();
export const changeSubmitted = createEvent<EmailChangeRequest>();

export const sendCodeFx = createApiEffect<EmailChangeCodeRequest, EmailCodeSent>(api.sendChangeCode);
export const changeEmailFx = createApiEffect<EmailChangeRequest, Profile>(api.changeEmail);
export const tickFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, 1000)));

/** Seconds before another code may be asked for; the send button counts down. */
export const $secondsLeft = createStore(0)
  .on(sendCodeFx.doneData, (_, sent) => sent.resendAfter)
  .on(tickFx.done, (s) => Math.max(0, s - 1));
/** The address the last code was asked for, for the "on its way" note. */
export const $sentTo = createStore<string | null>(null)
  .on(sendCodeFx.done, (_, { params }) => params.newEmail)
  .reset(sendCodeFx.fail, changeEmailFx.done, emailChangeOpened);
/** The server's refusal of the last request, in the shopper's language. */
export const $error = createStore<string | null>(null)
  .on([sendCodeFx.failData, changeEmailFx.failData], (_, error) => error.message)
  .reset(sendCodeFx, changeEmailFx, emailChangeOpened);
/** Counts successful changes so the form can clear itself. */
export const $changedCount = createStore(0).on(changeEmailFx.done, (n) => n + 1);
export const $isSending = sendCodeFx.pending;
export const $isChanging = changeEmailFx.pending;

sample({
  clock: codeRequested,
  source: { busy: $isSending, left: $secondsLeft },
  filter: ({ busy, left }) => !busy && left === 0,
  fn: (_, request) => request,
  target: sendCodeFx,
});
sample({ clock: $secondsLeft.updates, filter: (s) => s > 0, target: tickFx });
sample({ clock: changeSubmitted, filter: $isChanging.map((busy) => !busy), target: changeEmailFx });

// The header and the profile show the shared user info: give it the new address.
sample({
  clock: changeEmailFx.doneData,
  source: $userInfo,
  filter: (user): user is NonNullable<typeof user> => user !== null,
  fn: (user, profile) => ({ ...user!, email: profile.email }),
  target: userInfoUpdated,
});
sample({ clock: changeEmailFx.done, fn: () => ({ key: 'emailChange.changed' }), target: toastAsked });
