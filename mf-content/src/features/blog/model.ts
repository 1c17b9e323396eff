import { createStore } from 'effector';
import { createRequest } from '@storefront/shared/store';
import { fetchArticles, type BlogQuery } from './api';

export const articles = createRequest(fetchArticles);
/** The blog was opened or moved to another page, size or language. */
export const blogPageOpened = articles.requested;
export const blogRetried = articles.retried;
export const $articlePage = articles.$data;
export const $blogStatus = articles.$status;
/** The page and size last asked for, to ask again in another language. */
export const $blogQuery = createStore<BlogQuery | null>(null).on(blogPageOpened, (_, query) => query);
