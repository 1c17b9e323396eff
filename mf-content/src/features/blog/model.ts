import { createRequest } from '@storefront/shared/store';
import { fetchArticles } from './api';

export const articles = createRequest(fetchArticles);
/** The blog was opened or moved to another page or size. */
export const blogPageOpened = articles.requested;
export const blogRetried = articles.retried;
export const $articlePage = articles.$data;
export const $blogStatus = articles.$status;
