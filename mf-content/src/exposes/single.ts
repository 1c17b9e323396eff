export { default } from '../pages/single';
export { singleStarted as pageStarted, singleMeta as pageMeta } from '../pages/single.model';
