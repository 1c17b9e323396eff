import { createEvent, sample } from 'effector';
import { $locale, $page } from '@storefront/shared/store';
import type { PageStart } from '@storefront/shared/routes';
import { myReviews } from '../features/my-reviews/model';
import { isShown } from '../lib/pages';

/** user/review opened: the first page of the shopper's comments. */
export const myReviewsStarted = createEvent<PageStart>();

sample({ clock: myReviewsStarted, fn: () => undefined, target: myReviews.opened });

// Another language: the same page, with the products' names in it.
const $shown = $page.map(isShown('Review'));
sample({ clock: $locale.updates, filter: $shown, target: myReviews.refreshed });
