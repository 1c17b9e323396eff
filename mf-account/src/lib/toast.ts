import { createEffect } from 'effector';
import { i18n } from '@storefront/shared/i18n';
import { showToast } from '@storefront/shared/store';
import { NS } from '../i18n';

/** Shows a toast with a text of this remote's namespace. */
export const toastFx = createEffect(({ key, type = 'success' }: { key: string; type?: 'success' | 'error' | 'info' | 'warning' }) =>
  showToast(i18n.t(key, { ns: NS }), type),
);
