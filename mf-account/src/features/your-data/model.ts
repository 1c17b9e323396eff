import { createEffect, createEvent, createStore, sample } from 'effector';
import type { CloseAccountCodeRequest, CloseAccountRequest, EmailCodeSent } from '@storefront/shared/schemas/auth';
import { createApiEffect, sessionEnded, toastShown } from '@storefront/shared/store';
import * as api from './api';

export const downloadClicked = createEvent();
export const closeCodeRequested = createEvent<CloseAccountCodeRequest>();
export const closeSubmitted = createEvent<CloseAccountRequest>();

export const fetchDataFx = createApiEffect<void, api.DataFile>(api.fetchDataFile);
/** Hands the file to the browser as a download. */
export const saveFileFx = createEffect(({ fileName, text }: api.DataFile) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
});
export const sendCodeFx = createApiEffect<CloseAccountCodeRequest, EmailCodeSent>(api.sendCloseCode);
export const closeAccountFx = createApiEffect<CloseAccountRequest, string>(api.closeAccount);
export const tickFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, 1000)));

export const $isDownloading = fetchDataFx.pending;
/** The name of the file last handed over, for the note under the button. */
export const $downloaded = createStore<string | null>(null).on(saveFileFx.done, (_, { params }) => params.fileName);
export const $secondsLeft = createStore(0)
  .on(sendCodeFx.doneData, (_, sent) => sent.resendAfter)
  .on(tickFx.done, (s) => Math.max(0, s - 1));
export const $codeSent = createStore(false).on(sendCodeFx.done, () => true);
/** The server's refusal of the last request, in the shopper's language. */
export const $error = createStore<string | null>(null)
  .on([sendCodeFx.failData, closeAccountFx.failData], (_, error) => error.message)
  .reset(sendCodeFx, closeAccountFx);
export const $closed = createStore(false).on(closeAccountFx.done, () => true);
export const $isSending = sendCodeFx.pending;
export const $isClosing = closeAccountFx.pending;

sample({ clock: downloadClicked, filter: $isDownloading.map((busy) => !busy), target: fetchDataFx });
sample({ clock: fetchDataFx.doneData, target: saveFileFx });
sample({
  clock: closeCodeRequested,
  source: { busy: $isSending, left: $secondsLeft },
  filter: ({ busy, left }) => !busy && left === 0,
  fn: (_, request) => request,
  target: sendCodeFx,
});
sample({ clock: $secondsLeft.updates, filter: (s) => s > 0, target: tickFx });
sample({ clock: closeSubmitted, filter: $isClosing.map((busy) => !busy), target: closeAccountFx });
// The server has ended every session of the account: this one ends here too (the shell drops the cookie).
sample({ clock: closeAccountFx.doneData, fn: (message) => ({ message, type: 'success' as const }), target: toastShown });
sample({ clock: closeAccountFx.done, target: sessionEnded });
