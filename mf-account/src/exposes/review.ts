export { default } from '../pages/review';
export { myReviewsStarted as pageStarted } from '../pages/review.model';
