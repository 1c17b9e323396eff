import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { releaseDir, type Registry } from '@storefront/registry/document';
import type { RegistryStore } from '@storefront/registry/store';
import { LANGUAGE_COOKIE, LANGUAGE_TAGS, resolveLocale, type Locale, type RemoteName, type RouteMatch } from '@storefront/shared/routes';
import { START_AFTER_PAINT_SCRIPT, START_TEMPLATE_ID } from '@storefront/shared/contracts/start-after-paint';
import { siteMeta } from '../i18n/site';

const LANGUAGE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * The page's language as the shell will choose it: the URL's language prefix, else, on an unprefixed URL,
 * the `language` cookie (spec section 4), else the default language. No Accept-Language: the spec does
 * not choose a page's language from the browser's.
 */
export function pageLocale(pathname: string, cookieHeader: string | undefined): Locale {
  const raw = cookieHeader?.match(LANGUAGE_COOKIE_VALUE)?.[1];
  let value: string | undefined;
  try {
    value = raw ? decodeURIComponent(raw) : undefined;
  } catch {
    value = undefined;
  }
  return resolveLocale(pathname, value);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

/** The parts of a release's mf-manifest.json the hints need. */
export interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: ManifestAssets }[];
}

/** A release's page-scripts.json: each exposed page and every script loading it fetches (the manifest leaves some out). */
export type PageScripts = Record<string, string[]>;

// File names written into the page: relative, plain characters, no parent segments.
const SAFE_FILE = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

/**
 * Preload hints for a remote page, so the browser fetches them while it is still parsing the shell's
 * JavaScript instead of discovering them one after the other: the release's manifest (fetched by the
 * Module Federation runtime with fetch(), hence as="fetch" crossorigin), its remote entry and the exposed
 * page's own scripts (classic scripts without crossorigin, as the runtime adds them). The page's stylesheet
 * is linked, not only preloaded: a server-rendered page is then painted styled instead of shifting when the
 * runtime adds it, and the runtime finds it already there.
 */
export function preloadHints(
  remote: RemoteName,
  version: string,
  page: string,
  manifest: RemoteManifest | null,
  pageScripts: PageScripts | null = null,
): string {
  const base = `/releases/${remote}/${encodeURIComponent(version)}/`;
  const links = [`<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin>`];
  if (!manifest) return links.join('');
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? path.posix.join(entry.path ?? '', entry.name) : '';
  if (SAFE_FILE.test(entryFile)) links.push(`<link rel="preload" href="${base}${entryFile}" as="script">`);
  const exposed = manifest.exposes?.find((e) => e.path === `./pages/${page}` || e.name === `pages/${page}`);
  // A remote's exposes that are not pages are its services (the cart model of cart-and-checkout), which
  // the shell starts with any of the remote's pages (shell/src/remotes/services.ts): hinted with them.
  const services = Object.entries(pageScripts ?? {}).flatMap(([name, files]) => (name.startsWith('pages/') ? [] : files));
  const scripts = new Set([...(pageScripts?.[`pages/${page}`] ?? exposed?.assets?.js?.sync ?? []), ...services]);
  for (const file of scripts) {
    if (SAFE_FILE.test(file)) links.push(`<link rel="preload" href="${base}${file}" as="script">`);
  }
  for (const file of exposed?.assets?.css?.sync ?? []) {
    if (SAFE_FILE.test(file)) links.push(`<link rel="stylesheet" href="${base}${file}">`);
  }
  return links.join('');
}

/** The built index.html cut where each request's parts go. */
interface Template {
  key: string;
  /** Up to `<html`. */
  start: string;
  /** The <html> element's attributes other than lang. */
  htmlAttributes: string;
  /** The head's content without its title and description. */
  head: string;
  /** From </head> to the end. */
  end: string;
}

export function parseTemplate(html: string, key = ''): Template {
  const htmlTag = /<html\b([^>]*)>/i.exec(html);
  const start = htmlTag ? html.slice(0, htmlTag.index) : '';
  const htmlAttributes = (htmlTag?.[1] ?? '').replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, '');
  const afterHtml = htmlTag ? html.slice(htmlTag.index + htmlTag[0].length) : html;
  const headOpen = /^\s*<head\b[^>]*>/i.exec(afterHtml);
  const headClose = headOpen ? afterHtml.search(/<\/head>/i) : -1;
  let head = '';
  let end = afterHtml;
  if (headOpen && headClose !== -1) {
    head = afterHtml.slice(headOpen[0].length, headClose);
    end = afterHtml.slice(headClose + '</head>'.length);
  }
  head = head.replace(/<title\b[^>]*>[\s\S]*?<\/title>/gi, '').replace(/<meta\s+name=["']?description["']?[^>]*>/gi, '');
  return { key, start, htmlAttributes, head, end };
}

const STYLESHEET = /<link rel="stylesheet"[^>]*>/g;
const START_TEMPLATE = `<template id="${START_TEMPLATE_ID}">`;

/**
 * Where a page's hints go: its stylesheets in the head, so it is painted styled; its script and manifest
 * preloads in the start template with the shell's (shared/src/contracts/start-after-paint.ts). A build
 * without that template (a development build) gets them all in the head.
 */
export function placeHints(template: Template, hints: string): { head: string; end: string } {
  const at = template.end.indexOf(START_TEMPLATE);
  if (at === -1) return { head: hints, end: template.end };
  // After the shell's preloads, before its entry script: the shell's start (the framework first) is asked
  // for first, the page's files next, all at high priority.
  const close = template.end.indexOf('</template>', at);
  const entry = template.end.indexOf('<script', at);
  const cut = entry !== -1 && entry < close ? entry : close;
  return {
    head: hints.match(STYLESHEET)?.join('') ?? '',
    end: template.end.slice(0, cut) + hints.replace(STYLESHEET, '') + template.end.slice(cut),
  };
}

export function renderPage(template: Template, locale: Locale, hints: string): string {
  const meta = siteMeta(locale);
  const placed = placeHints(template, hints);
  return (
    `${template.start}<html lang="${LANGUAGE_TAGS[locale]}"${template.htmlAttributes}><head><script>${START_AFTER_PAINT_SCRIPT}</script>${template.head}` +
    `<title>${escapeHtml(meta.title)}</title><meta name="description" content="${escapeHtml(meta.description)}">${placed.head}</head>${placed.end}`
  );
}

const MAX_CACHED = 256;
/** How often the shell's index.html is looked at for a rebuild. */
const TEMPLATE_CHECK_MS = 1000;

/**
 * The shell's index.html as each request gets it: language, title and description of the page's
 * language, and preload hints for the route's remote at its current release. Kept cheap: the template is
 * re-read only when the file changes, the registry only when it changes (its stamp), and a release's hints
 * are computed once (release folders never change).
 */
export class ShellPage {
  private template: Template | null = null;
  private templateCheckedAt = 0;
  private registry: { key: string; current: Partial<Record<RemoteName, string>> } | null = null;
  private readonly hints = new Map<string, string>();

  constructor(
    private readonly indexFile: string,
    private readonly releases: RegistryStore,
  ) {}

  async render(pathname: string, cookieHeader: string | undefined, match: RouteMatch, served?: Registry): Promise<string> {
    const [template, hints] = await Promise.all([this.loadTemplate(), this.hintsFor(match, served)]);
    return renderPage(template, pageLocale(pathname, cookieHeader), hints);
  }

  /** The built index.html, cut for a server-rendered page to be put in. */
  parsedTemplate(): Promise<Template> {
    return this.loadTemplate();
  }

  private async loadTemplate(): Promise<Template> {
    // A rebuilt shell is seen within a second; a page between two looks costs no look on disk.
    const now = Date.now();
    if (this.template && now - this.templateCheckedAt < TEMPLATE_CHECK_MS) return this.template;
    const info = await stat(this.indexFile);
    const key = `${info.ino}:${info.mtimeMs}:${info.size}`;
    if (this.template?.key !== key) this.template = parseTemplate(await readFile(this.indexFile, 'utf8'), key);
    this.templateCheckedAt = now;
    return this.template;
  }

  private async currentVersions() {
    const stamp = await this.releases.stamp();
    const key = stamp ?? 'none';
    if (this.registry?.key !== key) {
      const registry = stamp ? await this.releases.read() : { remotes: {} };
      const current: Partial<Record<RemoteName, string>> = {};
      for (const [remote, record] of Object.entries(registry.remotes)) if (record?.current) current[remote as RemoteName] = record.current;
      this.registry = { key, current };
    }
    return this.registry.current;
  }

  /** Hints for the route's remote at its current version, or at the version this browser is served (a canary). */
  async hintsFor(match: RouteMatch, served?: Registry): Promise<string> {
    if (match.kind !== 'page' || match.route.owner === 'shell') return '';
    const remote = match.route.owner;
    const version = served ? served.remotes[remote]?.current : (await this.currentVersions())[remote];
    if (!version) return '';
    const key = `${remote}/${version}/${match.route.page}`;
    let hints = this.hints.get(key);
    if (hints === undefined) {
      const readJson = <T>(file: string) =>
        readFile(path.join(releaseDir(this.releases.releasesDir, remote, version), file), 'utf8')
          .then((text) => JSON.parse(text) as T)
          .catch(() => null);
      // A release built before page-scripts.json existed is hinted from its manifest alone.
      const [manifest, pageScripts] = await Promise.all([readJson<RemoteManifest>('mf-manifest.json'), readJson<PageScripts>('page-scripts.json')]);
      hints = preloadHints(remote, version, match.route.page, manifest, pageScripts);
      if (this.hints.size >= MAX_CACHED) this.hints.clear();
      this.hints.set(key, hints);
    }
    return hints;
  }
}
