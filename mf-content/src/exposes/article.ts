export { default } from '../pages/article';
export { articleStarted as pageStarted, articleMeta as pageMeta } from '../pages/article.model';
