import { createEvent, createStore, sample } from 'effector';
import type { ChangePasswordRequest } from '@storefront/shared/schemas/auth';
import { toastAsked } from '../../lib/toast';
import * as api from './api';
import { createApiEffect } from '@storefront/shared/store';

export const passwordSubmitted = createEvent<ChangePasswordRequest>();
export const changePasswordFx = createApiEffect(api.changePassword);
export const $isChanging = changePasswordFx.pending;
/** Counts successful changes so the form can clear itself. */
export const $changedCount = createStore(0).on(changePasswordFx.done, (n) => n + 1);

sample({ clock: passwordSubmitted, target: changePasswordFx });
sample({ clock: changePasswordFx.done, fn: () => ({ key: 'password.changed' }), target: toastAsked });
