import { createEffect, createEvent, createStore, sample } from 'effector';
import { checkReviewPicture, REVIEW_PICTURE_LIMIT, type ReviewCreate } from '@storefront/shared/schemas/account';
import type { Order } from '@storefront/shared/schemas/checkout';
import { toastAsked } from '../../lib/toast';
import * as api from './api';
import { createApiEffect } from '@storefront/shared/store';

export interface Picture {
  id: string;
  name: string;
  preview: string;
  status: 'uploading' | 'done' | 'failed';
  url?: string;
}
export type ReviewValues = Pick<ReviewCreate, 'productRating' | 'serviceRating' | 'content'>;

let seq = 0;

export const reviewStarted = createEvent<number>();
export const reviewClosed = createEvent();
export const itemChosen = createEvent<number>();
export const picturesChosen = createEvent<File[]>();
export const pictureRemoved = createEvent<string>();
export const reviewSubmitted = createEvent<ReviewValues>();
export const continueConfirmed = createEvent();
export const continueDismissed = createEvent();

export const fetchOrderFx = createApiEffect(api.fetchOrder);
export const uploadPictureFx = createApiEffect(async (context, { id, file }: { id: string; file: File }) => ({
  id,
  url: await api.uploadPicture(context, file),
}));
const uploadAllFx = createEffect((list: { id: string; file: File }[]) => {
  for (const item of list) void uploadPictureFx(item).catch(() => undefined);
});
export const createReviewFx = createApiEffect(api.createReview);
const revokeFx = createEffect((pictures: Picture[]) => pictures.forEach((p) => URL.revokeObjectURL(p.preview)));

export const $orderId = createStore<number | null>(null)
  .on(reviewStarted, (_, id) => id)
  .reset(reviewClosed);
export const $order = createStore<Order | null>(null)
  .on(fetchOrderFx.doneData, (_, o) => o)
  .reset(reviewClosed, reviewStarted);
/** Lines of the order still waiting for an evaluation. */
export const $pendingItems = $order.map((o) => (o ? o.items.filter((i) => !i.evaluated) : []));
export const $itemId = createStore<number | null>(null)
  .on(itemChosen, (_, id) => id)
  .reset(reviewClosed, reviewStarted);
sample({
  clock: $pendingItems,
  source: $itemId,
  filter: (id, items) => !items.some((i) => i.id === id),
  fn: (_, items) => items[0]?.id ?? null,
  target: $itemId,
});

/** Message key of the last refused choice: a wrong type, too big, or over the limit. */
export const $pictureError = createStore<string | null>(null).reset(reviewClosed, reviewStarted, pictureRemoved, createReviewFx.done);
export const $pictures = createStore<Picture[]>([]);
export const $isUploading = $pictures.map((list) => list.some((p) => p.status === 'uploading'));
export const $doneCount = createStore(0).on(createReviewFx.done, (n) => n + 1);
/** Values waiting for "some pictures have not been uploaded, do you want to continue". */
export const $askContinue = createStore<ReviewValues | null>(null).reset(continueDismissed, reviewClosed, createReviewFx);
export const $isSending = createReviewFx.pending;

sample({ clock: reviewStarted, target: fetchOrderFx });
sample({ clock: createReviewFx.done, source: $orderId, filter: (id): id is number => id !== null, target: fetchOrderFx });

const accepted = sample({
  clock: picturesChosen,
  source: $pictures,
  fn: (current, files) => {
    let error: string | null = null;
    const fresh: { id: string; file: File; picture: Picture }[] = [];
    for (const file of files) {
      const check = checkReviewPicture(file);
      if (!check.ok) {
        error = check.message;
        continue;
      }
      if (current.length + fresh.length >= REVIEW_PICTURE_LIMIT) {
        error = 'validation.outOfLimit';
        break;
      }
      const id = `p${++seq}`;
      fresh.push({ id, file, picture: { id, name: file.name, preview: URL.createObjectURL(file), status: 'uploading' } });
    }
    return { error, fresh };
  },
});
$pictureError.on(accepted, (_, r) => r.error);
$pictures
  .on(accepted, (list, r) => [...list, ...r.fresh.map((f) => f.picture)])
  .on(uploadPictureFx.done, (list, { result }) => list.map((p) => (p.id === result.id ? { ...p, status: 'done' as const, url: result.url } : p)))
  .on(uploadPictureFx.fail, (list, { params }) => list.map((p) => (p.id === params.id ? { ...p, status: 'failed' as const } : p)))
  .on(pictureRemoved, (list, id) => list.filter((p) => p.id !== id))
  .reset(reviewClosed, reviewStarted, createReviewFx.done);
sample({ clock: accepted, fn: (r) => r.fresh.map(({ id, file }) => ({ id, file })), target: uploadAllFx });
sample({ clock: [reviewClosed, reviewStarted, createReviewFx.done], source: $pictures, target: revokeFx });

const toBody = (itemId: number, values: ReviewValues, pictures: Picture[]): ReviewCreate => ({
  orderItemId: itemId,
  ...values,
  pictures: pictures.filter((p) => p.status === 'done' && p.url).map((p) => p.url!),
});

// Pictures still uploading or failed: ask before sending without them.
sample({ clock: reviewSubmitted, source: $pictures, filter: (list) => list.some((p) => p.status !== 'done'), fn: (_, values) => values, target: $askContinue });
sample({
  clock: reviewSubmitted,
  source: { itemId: $itemId, pictures: $pictures },
  filter: ({ itemId, pictures }) => itemId !== null && pictures.every((p) => p.status === 'done'),
  fn: ({ itemId, pictures }, values) => toBody(itemId!, values, pictures),
  target: createReviewFx,
});
sample({
  clock: continueConfirmed,
  source: { itemId: $itemId, pictures: $pictures, values: $askContinue },
  filter: ({ itemId, values }) => itemId !== null && values !== null,
  fn: ({ itemId, pictures, values }) => toBody(itemId!, values!, pictures),
  target: createReviewFx,
});
sample({ clock: createReviewFx.done, fn: () => ({ key: 'review.thanks' }), target: toastAsked });
// The last line evaluated: nothing left to do here.
sample({ clock: fetchOrderFx.doneData, source: $doneCount, filter: (done, order) => done > 0 && order.items.every((i) => i.evaluated), target: reviewClosed });
