export { default } from '../pages/forget';
export { forgetStarted as pageStarted, forgetMeta as pageMeta } from '../pages/forget.model';
