export { default } from '../pages/blog';
export { blogStarted as pageStarted, blogMeta as pageMeta } from '../pages/blog.model';
