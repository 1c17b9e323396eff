import type { Locale } from '@storefront/shared/routes';
import { text } from './messages';

export interface SiteMeta {
  /** <title> of the page the server sends, until the page sets its own. */
  title: string;
  /** <meta name="description">. */
  description: string;
}

/** The shop's title and description in a language, written into the page before any script runs. */
export function siteMeta(locale: Locale): SiteMeta {
  return { title: text(locale, 'site', 'title'), description: text(locale, 'site', 'description') };
}
