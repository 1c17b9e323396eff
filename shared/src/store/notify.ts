import { scopeBind } from 'effector';
import { getAppScope } from './shop';
import { toastShown, type ToastType } from './toast';

/** Shows a toast from outside React (API client, effects), in the shell's scope. */
export function showToast(message: string, type: ToastType = 'success') {
  const scope = getAppScope();
  if (scope) scopeBind(toastShown, { scope })({ message, type });
  else toastShown({ message, type });
}
