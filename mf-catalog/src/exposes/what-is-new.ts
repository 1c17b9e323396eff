export { default } from '../pages/what-is-new';
export { whatIsNewStarted as pageStarted, whatIsNewMeta as pageMeta } from '../pages/what-is-new.model';
