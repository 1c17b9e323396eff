import type { Locale } from './table';

/**
 * What a page's route-level event receives: the route's params, the query and the page's language. The
 * server awaits it (allSettled) before rendering; the browser fires it on every later navigation, and
 * again for the page on screen when the shopper changes the language or the currency.
 */
export interface PageStart {
  params: Record<string, string>;
  query: Record<string, string>;
  locale: Locale;
  /**
   * The page on screen starts again because the language or the currency changed: it loads what it shows
   * once more (requests carry the new context) and keeps what the shopper was doing there (the page of a
   * list, an open form, a picked option).
   */
  again?: boolean;
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
