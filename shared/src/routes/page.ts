import type { Locale } from './table';

/**
 * What a page's route-level event receives: the route's params, the query and the page's language. The
 * server awaits it (allSettled) before rendering; the browser fires it on every later navigation.
 */
export interface PageStart {
  params: Record<string, string>;
  query: Record<string, string>;
  locale: Locale;
}

/** The head of a page, from its data: the server writes it into the HTML, the browser into document.title. */
export interface PageMeta {
  title: string;
  description?: string;
  /** Absolute or site-relative picture for link previews. */
  image?: string;
  /** JSON-LD objects (schema.org), written as application/ld+json. */
  jsonLd?: Record<string, unknown>[];
  /** The route exists but its data does not (an unknown product id): the page answers 404. */
  notFound?: boolean;
}
