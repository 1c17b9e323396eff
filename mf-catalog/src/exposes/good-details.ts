export { default } from '../pages/good-details';
export { goodDetailsStarted as pageStarted, goodDetailsMeta as pageMeta } from '../pages/good-details.model';
