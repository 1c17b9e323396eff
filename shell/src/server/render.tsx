import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { allSettled, fork, serialize, type Scope } from 'effector';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import axios from 'axios';
import { http } from '@storefront/shared/api';
import type { PageModule } from '@storefront/shared/contracts/page-module';
import type { Rendered as RenderedOf, RenderRequest, RenderResult as RenderResultOf, StartOptions } from '@storefront/shared/contracts/ssr';
import { registeredNamespaces } from '@storefront/shared/i18n';
import { moneyPattern } from '@storefront/shared/money/pattern';
import { $isEdit, $locale, $locales, $moneyType, $requestContext, pageEntered } from '@storefront/shared/store';
import { applyGuards, localePath, matchPath, resolveLocale, splitLocale, DEFAULT_LOCALE, REMOTES, type PageMeta } from '@storefront/shared/routes';
import { App } from '../app/app';
import { ClientOnlySlot } from '../app/page-start';
import { loadShopFx } from '../model/boot';
import { loadPageModule } from '../remotes/registry';
import { forgetPublicAnswers, keepPublicAnswers } from './api-answers';
import { forgetPageTexts, pageTexts } from './page-texts';
import { forgetShopLists, shopLists } from './shop-lists';
import type { BrowserState } from './state';
import '../i18n';

/**
 * The shell's server entry: renders one request's page to HTML with the page's data, in the URL's
 * language and the moneyType cookie's currency. It runs in a render worker that the store's server starts
 * for one set of remote versions; the worker adds the document around what this returns.
 */

// What the render worker asks of this module (start, render) is the contract in @storefront/shared/contracts/ssr.
type RenderResult = RenderResultOf<BrowserState>;
type Rendered = RenderedOf<BrowserState>;

/** Remotes without a server build here; their pages are left for the browser. */
let clientOnly: ReadonlySet<string> = new Set(REMOTES);

/** Called once per worker: the API client's origin and the remote versions this worker renders with. */
export function start({ apiOrigin, remotes, keepAnswersMs }: StartOptions) {
  http.defaults.baseURL = apiOrigin;
  // The API is on this machine: compressing its answers only to inflate them here costs both threads CPU.
  // The API client's axios instance is made at its first request, after this, with these defaults.
  axios.defaults.headers.common['Accept-Encoding'] = 'identity';
  // Nor does it redirect: without redirects to follow, axios uses Node's http directly (follow-redirects'
  // wrapper of every request was 2.5% of a cold page's render).
  axios.defaults.maxRedirects = 0;
  axios.defaults.adapter = keepPublicAnswers(axios.getAdapter('http'), keepAnswersMs);
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  const loaded = new Set<string>(remotes.map((r) => r.name));
  clientOnly = new Set(REMOTES.filter((r) => !loaded.has(r)));
}

/**
 * A change was committed: the next render asks the API again for its public answers and, when the shop's
 * languages, currencies or settings changed (or the server does not say), for those too.
 */
export function forget(change?: { shop: boolean }) {
  forgetPublicAnswers();
  if (change?.shop !== false) {
    forgetShopLists();
    forgetPageTexts();
  }
}

/** Stores in the order of their ids, not of which request finished first: one address, one page. */
function inOrder(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(values)
      .sort()
      .map((sid) => [sid, values[sid]]),
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://localhost');
  const raw = matchPath(url.pathname, url.search);
  if (raw.kind === 'redirect') return { kind: 'redirect', status: 301, location: raw.to };
  // The request's own scope: its effects hand the API client this request's language, never another's.
  const scope: Scope = fork({
    values: [[$locale, raw.locale]],
    handlers: [[loadShopFx, async (moneyCookie?: string) => ({ ...(await shopLists(scope.getState($requestContext))), moneyCookie })]],
  });
  return renderIn(scope, request, url, raw);
}

async function renderIn(
  scope: Scope,
  request: RenderRequest,
  url: URL,
  raw: Exclude<ReturnType<typeof matchPath>, { kind: 'redirect' }>,
): Promise<RenderResult> {
  await allSettled(loadShopFx, { scope, params: request.cookies.moneyType ?? '' });
  // An unprefixed address with another remembered language moves to that language's prefix, as in the browser.
  const { rest, prefixed } = splitLocale(url.pathname);
  const wanted = resolveLocale(url, request.cookies.language, null, { languages: scope.getState($locales).map((l) => l.abb) });
  if (!prefixed && wanted !== DEFAULT_LOCALE) return { kind: 'redirect', status: 302, location: localePath(wanted, rest) + url.search };
  // A page that needs a session and has no token cookie at all goes to /join as in the browser; with a
  // cookie the browser decides, since the server renders every page as a visitor sees it.
  const match = applyGuards(raw, url.pathname + url.search, { isEdit: scope.getState($isEdit), loggedIn: Boolean(request.cookies.token) });
  if (match.kind === 'redirect') return { kind: 'redirect', status: 302, location: match.to };

  let page: PageModule | null = null;
  let started = false;
  let failed: { remote: string; error: string } | null = null;
  if (match.kind === 'page' && match.route.owner !== 'shell' && !clientOnly.has(match.route.owner)) {
    try {
      page = await loadPageModule(match.route.owner, match.route.page);
      await allSettled(pageEntered, { scope, params: { owner: match.route.owner, page: match.route.page } });
      // One shopper's page is sent as a frame: its data is loaded by the browser once it knows the session.
      if (!match.route.privateData) {
        if (page.pageStarted) {
          const query = Object.fromEntries(url.searchParams);
          await allSettled(page.pageStarted, { scope, params: { params: match.params, query, search: url.search, locale: match.locale } });
        }
        started = true;
      }
    } catch (error) {
      failed = { remote: match.route.owner, error: describe(error) };
    }
  }

  // The page's own texts, not every namespace this worker happens to have loaded: the same address gives the
  // same page whatever was rendered before it, so one copy of it can serve everyone (ADR 0036).
  const ownNamespaces = new Set(['shared', 'shell', match.kind === 'page' ? match.route.owner : 'shell']);
  const texts = await pageTexts(
    match.locale,
    registeredNamespaces().filter((ns) => ownNamespaces.has(ns)),
  );
  const { i18n } = texts;
  let meta: PageMeta | null = null;
  try {
    meta = page?.pageMeta?.(scope, i18n.t) ?? null;
  } catch (error) {
    failed ??= { remote: match.kind === 'page' ? match.route.owner : 'shell', error: describe(error) };
  }
  const status = match.kind === 'notFound' || meta?.notFound ? 404 : 200;

  const pipe = (out: Writable) =>
    new Promise<Rendered>((resolve, reject) => {
      let shellFailed = false;
      const router = (page: ReactNode) => <StaticRouter location={url.pathname + url.search}>{page}</StaticRouter>;
      const stream = renderToPipeableStream(<App scope={scope} serverRouter={router} i18n={i18n} clientOnly={clientOnly} />, {
        // Everything is awaited before the first byte of the app, so every boundary goes out in place: no
        // hidden segments moved by inline scripts (which the Content-Security-Policy would block anyway).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          out.on('finish', () =>
            resolve({
              state: {
                url: url.pathname + url.search,
                started,
                values: inOrder(serialize(scope)),
                i18n: texts.resources(),
                remotes: request.remotes,
                money: moneyPattern(scope.getState($moneyType).currency, scope.getState($locale)),
              },
              failed,
            }),
          );
          stream.pipe(out);
        },
        onShellError(error) {
          shellFailed = true;
          reject(error);
        },
        onError(error) {
          // Inside a Suspense boundary React sends the fallback and the browser renders that part itself.
          if (!shellFailed && match.kind === 'page' && !(error instanceof ClientOnlySlot)) failed ??= { remote: match.route.owner, error: describe(error) };
        },
      });
    });

  return { kind: 'page', status, locale: match.locale, meta, pipe };
}
