import { createEvent, createStore, sample } from 'effector';
import type { ResetPasswordRequest } from '@storefront/shared/schemas/auth';
import { i18n } from '@storefront/shared/i18n';
import { createApiEffect, toastShown } from '@storefront/shared/store';
import { JOIN_NS } from '../../i18n/join';
import * as api from './api';

export const forgetOpened = createEvent();
export const resetSubmitted = createEvent<ResetPasswordRequest>();

export const resetPasswordFx = createApiEffect<ResetPasswordRequest, void>(api.resetPassword);

/** The server's refusal of the last attempt, in the shopper's language. */
export const $resetError = createStore<string | null>(null)
  .on(resetPasswordFx.failData, (_, error) => error.message)
  .reset(forgetOpened, resetPasswordFx);
/** True once the password has been reset on this visit of the page. */
export const $resetDone = createStore(false)
  .on(resetPasswordFx.done, () => true)
  .reset(forgetOpened);
export const $isResetting = resetPasswordFx.pending;

sample({ clock: resetSubmitted, filter: $isResetting.map((busy) => !busy), target: resetPasswordFx });

sample({ clock: resetPasswordFx.done, fn: () => ({ message: i18n.t('forget.done', { ns: JOIN_NS }), type: 'success' as const }), target: toastShown });
