import { LANGUAGE_TAGS, LOCALES, localePath, splitLocale, type Locale } from '@storefront/shared/routes';
import { siteMeta } from '../i18n/site';
import { escapeHtml, type parseTemplate } from '../lib/shell-page';
import type { PageMeta } from '@storefront/shared/contracts/page-module';
import { EARLY_CLICKS_SCRIPT } from '@storefront/shared/contracts/early-clicks';
import { START_AFTER_PAINT_SCRIPT } from '@storefront/shared/contracts/start-after-paint';
import { SERVER_STATE_ID } from '@storefront/shared/contracts/ssr';
import { scriptJson } from './script-json';

type Template = ReturnType<typeof parseTemplate>;

const ROOT = /<div id="root"><\/div>/i;

function absolute(origin: string, href: string): string {
  return /^https?:\/\//.test(href) ? href : `${origin}${href.startsWith('/') ? '' : '/'}${href}`;
}

export interface HeadInput {
  locale: Locale;
  /** Path and query of the page. */
  url: string;
  /** The shop's public origin, for canonical, alternates and link previews. */
  origin: string;
  meta: PageMeta | null;
  /** Preload hints of the route's remote. */
  hints: string;
  /** Pages with one shopper's data must not be indexed nor previewed with it. */
  indexable: boolean;
}

/**
 * The head of a server-rendered page: title and description in the page's language, canonical URL,
 * an alternate per language plus x-default, Open Graph, and the page's JSON-LD (a data block, not a
 * script that runs, so the Content-Security-Policy needs no exception for it).
 */
export function pageHead({ locale, url, origin, meta, hints, indexable }: HeadInput): string {
  const site = siteMeta(locale);
  const title = meta?.title || site.title;
  const description = meta?.description || site.description;
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const search = q === -1 ? '' : url.slice(q);
  const { rest } = splitLocale(pathname);
  const canonical = `${origin}${localePath(locale, rest)}${search}`;
  const tags = [`<title>${escapeHtml(title)}</title>`, `<meta name="description" content="${escapeHtml(description)}">`];
  if (indexable && !meta?.noindex) {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    for (const l of LOCALES)
      tags.push(`<link rel="alternate" hreflang="${LANGUAGE_TAGS[l]}" href="${escapeHtml(`${origin}${localePath(l, rest)}${search}`)}">`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${origin}${localePath('en', rest)}${search}`)}">`);
  } else {
    tags.push('<meta name="robots" content="noindex">');
  }
  tags.push(
    `<meta property="og:type" content="${meta?.jsonLd?.some((j) => j['@type'] === 'Product') ? 'product' : 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${LANGUAGE_TAGS[locale].replace('-', '_')}">`,
  );
  if (meta?.image) tags.push(`<meta property="og:image" content="${escapeHtml(absolute(origin, meta.image))}">`);
  for (const data of meta?.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('') + hints;
}

/**
 * The first paint waits for the app's markup: a slow phone parsing it in steps painted a half-made header, then
 * moved it. Chromium lets go once the named element starts, so the name is the state's script, written just
 * after the markup (a page whose render failed has none, and is painted when parsing ends).
 */
const PAINT_WHEN_PARSED = `<link rel="expect" href="#${SERVER_STATE_ID}" blocking="render">`;

/** The template around a server-rendered app: everything up to <div id="root">, and after it. */
export function pageDocument(template: Template, locale: Locale, head: string): { start: string; end: (stateJson: string | null) => string } {
  const html =
    `${template.start}<html lang="${LANGUAGE_TAGS[locale]}"${template.htmlAttributes}><head><script>${EARLY_CLICKS_SCRIPT}</script>` +
    `<script>${START_AFTER_PAINT_SCRIPT}</script>${PAINT_WHEN_PARSED}${template.head}${head}</head>${template.end}`;
  const root = ROOT.exec(html);
  const at = root ? root.index + '<div id="root">'.length : html.length;
  const after = root ? html.slice(root.index + root[0].length) : '';
  return {
    start: html.slice(0, at),
    // The state goes before the shell's scripts, so it is there when they run, and right after the app's markup
    // (PAINT_WHEN_PARSED).
    end: (stateJson) => `</div>${stateJson ? `<script type="application/json" id="${SERVER_STATE_ID}">${stateJson}</script>` : ''}${after}`,
  };
}
