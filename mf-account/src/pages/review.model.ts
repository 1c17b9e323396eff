import { createEvent, sample } from 'effector';
import type { PageStart } from '@storefront/shared/routes';
import { myReviews } from '../features/my-reviews/model';

/** user/review opened: the first page of the shopper's comments. */
export const myReviewsStarted = createEvent<PageStart>();

sample({ clock: myReviewsStarted, filter: ({ again }) => !again, fn: () => undefined, target: myReviews.opened });
// Another language: the same page, with the products' names in it.
sample({ clock: myReviewsStarted, filter: ({ again }) => !!again, target: myReviews.refreshed });
