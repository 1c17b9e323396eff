import { createEvent, sample } from 'effector';
import { i18n } from '@storefront/shared/i18n';
import { toastShown, type ToastType } from '@storefront/shared/store';
import { NS } from '../i18n';

/** A toast with a text of this remote's namespace, worded when it is shown. */
export const toastAsked = createEvent<{ key: string; type?: ToastType }>();
sample({ clock: toastAsked, fn: ({ key, type = 'success' }) => ({ message: i18n.t(key, { ns: NS }), type }), target: toastShown });
