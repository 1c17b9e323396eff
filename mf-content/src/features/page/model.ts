import { createRequest } from '@storefront/shared/store';
import { fetchPage, fetchPageLinks } from './api';

export const page = createRequest(fetchPage);
/** A content page (brand story, about us, single/{id}) was opened, by its slug or id. */
export const contentPageOpened = page.requested;
export const contentPageRetried = page.retried;
export const $contentPage = page.$data;
export const $contentPageStatus = page.$status;

export const pageLinks = createRequest(fetchPageLinks);
export const pageLinksShown = pageLinks.requested;
export const $pageLinks = pageLinks.$data;
