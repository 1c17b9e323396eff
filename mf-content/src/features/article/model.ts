import { createEffect, sample } from 'effector';
import { createRequest, toastShown } from '@storefront/shared/store';
import { fetchArticle } from './api';

export const article = createRequest(fetchArticle);
export const articleOpened = article.requested;
export const articleRetried = article.retried;
export const $article = article.$data;
export const $articleStatus = article.$status;

/** Copies the shareable address and says so with the spec's "copy succeeded". */
export const copyLinkFx = createEffect(async ({ url, done }: { url: string; done: string }) => {
  await navigator.clipboard.writeText(url);
  return done;
});
sample({ clock: copyLinkFx.doneData, fn: (message) => ({ message, type: 'success' as const }), target: toastShown });
