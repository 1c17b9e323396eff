import type { ComponentType } from 'react';
import type { EventCallable, Scope } from 'effector';
import type { TFunction } from 'i18next';
import type { Locale } from '../routes/table';

/**
 * What a remote's exposed page module (`./pages/<Page>`) gives the shell, in the browser and on the
 * server, and the head a page's data makes.
 */

/**
 * What a page's route-level event receives: the route's params, the query and the page's language. The
 * server awaits it (allSettled) before rendering; the browser fires it on every later navigation, and
 * again for the page on screen when the shopper changes the language or the currency.
 */
export interface PageStart {
  params: Record<string, string>;
  query: Record<string, string>;
  /**
   * The query string as the address has it (`?opt=colour:black&opt=size:m`): `query` keeps only the last
   * of a repeated parameter. Absent from a shell that predates it; read `query` then.
   */
  search?: string;
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
  /** One of many filtered views of a page (a list narrowed by options or price): kept out of search engines' indexes. */
  noindex?: boolean;
}

/** An exposed page module: the page, and optionally its route-level event and head. */
export interface PageModule {
  default: ComponentType;
  /** Loads the page's data; the server awaits it before rendering, the browser fires it on navigation. */
  pageStarted?: EventCallable<PageStart>;
  /** The page's title, description, picture and JSON-LD from the scope once its data is there. */
  pageMeta?: (scope: Scope, t: TFunction) => PageMeta | null;
  /**
   * A page of one shopper's data, before that data is known (on the server and while hydrating): its
   * heading and a placeholder of its size, so the first paint already shows what page this is.
   */
  Frame?: ComponentType;
}
