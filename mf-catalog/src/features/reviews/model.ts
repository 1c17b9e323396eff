import { createEvent, createStore, sample } from 'effector';
import { DEFAULT_PAGE_SIZE } from '@storefront/shared/ui';
import { createRequest } from '@storefront/shared/store';
import { fetchReviews } from './api';

export const reviews = createRequest(fetchReviews);
export const $reviewPage = reviews.$data;
export const $reviewsStatus = reviews.$status;

export const reviewsOpened = createEvent<number>();
export const reviewsPageChanged = createEvent<{ page: number; limit: number }>();
/** The page of reviews on screen again (another language), keeping the picture viewer as it is. */
export const reviewsReloaded = reviews.retried;
const $productId = createStore(0).on(reviewsOpened, (_, id) => id);

sample({ clock: reviewsOpened, fn: (productId) => ({ productId, page: 1, limit: DEFAULT_PAGE_SIZE }), target: reviews.requested });
sample({ clock: reviewsPageChanged, source: $productId, fn: (productId, p) => ({ productId, ...p }), target: reviews.requested });

/** The picture viewer: the review's pictures and which one is shown; null when closed. */
export interface ViewerState {
  pictures: string[];
  /** Blurred previews in the same order, where the answer had them. */
  placeholders?: (string | null)[];
  index: number;
  author: string;
}
export const $viewer = createStore<ViewerState | null>(null);
export const pictureOpened = createEvent<ViewerState>();
export const viewerMoved = createEvent<1 | -1>();
export const viewerClosed = createEvent();
$viewer
  .on(pictureOpened, (_, v) => v)
  .on(viewerMoved, (v, step) => (v ? { ...v, index: (v.index + step + v.pictures.length) % v.pictures.length } : v))
  .reset(viewerClosed, reviewsOpened);
