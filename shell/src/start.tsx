import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { allSettled, fork, type Scope } from 'effector';
import Cookies from 'js-cookie';
import { localeChosen, $locale } from '@storefront/shared/store';
import { initI18n } from '@storefront/shared/i18n';
import { rememberMoneyPattern } from '@storefront/shared/format';
import { localePath, matchPath, resolveLocale, splitLocale, DEFAULT_LOCALE, LANGUAGE_COOKIE } from '@storefront/shared/routes';
import { appStarted, loadShopFx } from './model/boot';
import { loadPageModule, registerReleasedRemotes, vitalsSampleRate } from './remotes/registry';
import { runtimeState } from './runtime/remote-recovery';
import { startCart } from './remotes/services';
import { keepServerSlot, setServerRenderedUrl, whenSlotHydrated } from './app/page-start';
import { nextTask } from './app/next-task';
import { EARLY_CLICKS_GLOBAL } from '@storefront/shared/contracts/early-clicks';
import { SERVER_STATE_ID } from '@storefront/shared/contracts/ssr';
import { takeEarlyClicks, takeEarlyInput } from './app/early-input';
import { App } from './app/app';
import type { BrowserState } from './server/state';
import './i18n';

/** The state a server-rendered page carries (a JSON data block, so no inline script runs). */
function serverState(): BrowserState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BrowserState;
  } catch {
    return null;
  }
}

/**
 * Once the page is interactive: clicks made while it loaded, then, once a server-rendered page's slot has
 * hydrated (see whenSlotHydrated), the browser's own session and persisted state. The cart's model loads
 * once that session says a customer's cart is to be read, or a line is added.
 */
async function afterFirstRender(scope: Scope, slot: 'hydrating' | 'none' = 'none') {
  startCart(scope);
  // Clicks stay held until the page's slot has committed too. Its controls are marked as React's while it is
  // still hydrating them, before their handlers are live; a click replayed then was lost (a colour chosen
  // before the code loaded, then Add to cart refused).
  void (slot === 'hydrating' ? whenSlotHydrated(EARLY_INPUT_HOLD_MS) : Promise.resolve()).then(replayEarly);
  if (slot === 'hydrating') await whenSlotHydrated(SLOT_HYDRATION_WAIT_MS);
  // A task of its own: the session it reads renders the header again, which would otherwise lengthen the
  // task that committed the hydrated page.
  await nextTask();
  await allSettled(appStarted, { scope });
}

/** What the shopper did while the page loaded, done again; a visit with nothing to replay fetches no replay code. */
function replayEarly() {
  removeEventListener('click', loadReplay, true);
  const early = takeEarlyInput();
  if (early)
    void loadReplay()
      .then((m) => m.replayEarlyInput(early))
      .catch(() => {
        // Clicks are not held any longer than the replay's code takes to arrive.
        takeEarlyClicks();
        console.error('[storefront] could not replay what was done before the page loaded');
      });
}

/**
 * A sampled page view measures its web vitals once it has loaded and the browser is idle: that code is a
 * chunk of its own, off the first load.
 */
function measureWhenIdle(ssr: boolean) {
  if (!(Math.random() < vitalsSampleRate())) return;
  const measure = () => void import(/* webpackChunkName: "web-vitals" */ './runtime/web-vitals').then((m) => m.startWebVitals(ssr));
  // Safari has no requestIdleCallback.
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(measure, { timeout: 5000 }) : setTimeout(measure, 1000));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

// Long enough for a slow phone to hydrate a page; a slot that failed to hydrate does not hold the start longer.
const SLOT_HYDRATION_WAIT_MS = 3000;
// Clicks are held at most this long for a slot that does not hydrate: as long as a kept click waits (app/early-clicks.ts).
const EARLY_INPUT_HOLD_MS = 10_000;

/** Whether the server's page has a slot whose HTML hydrates (a public page of a remote). */
function hydratesSlot(): boolean {
  const match = matchPath(location.pathname, location.search);
  return match.kind === 'page' && match.route.owner !== 'shell' && !match.route.privateData;
}

// A slot the server left to the browser (its remote has no server build, or failed there) is expected.
const LEFT_TO_BROWSER = /server could not finish this Suspense boundary/i;

/**
 * Loads the page's module before hydrating, and tells whether it is the version the server rendered. When
 * this browser had to fall back (that release cannot load here), the server's HTML is another version's:
 * the page is rendered anew instead of hydrated. Null when no version loads at all: the server's HTML is
 * all the page has.
 */
async function sameVersionAsServer(state: BrowserState): Promise<boolean | null> {
  const match = matchPath(location.pathname, location.search);
  if (match.kind !== 'page' || match.route.owner === 'shell') return true;
  const remote = match.route.owner;
  try {
    await loadPageModule(remote, match.route.page);
  } catch {
    return null;
  }
  return runtimeState().loaded[remote] === state.remotes.remotes[remote]?.version;
}

/** The code that replays early input: fetched on the first click before hydration, so the replay need not wait for it. */
const loadReplay = () => import(/* webpackChunkName: "early-input" */ './app/early-clicks');

/** Takes over the server's HTML: same state, same translations, same remote versions, then the session. */
async function hydrate(state: BrowserState) {
  if ((window as unknown as Record<string, unknown[] | null>)[EARLY_CLICKS_GLOBAL]?.length) void loadReplay();
  else addEventListener('click', loadReplay, { capture: true, once: true });
  const scope = fork({ values: state.values });
  if (state.money) rememberMoneyPattern(state.money);
  if (state.started) setServerRenderedUrl(state.url);
  await registerReleasedRemotes(state.remotes).catch((e) => console.error('[storefront] release registry unavailable', e));
  await nextTask();
  await initI18n(scope.getState($locale), state.i18n);
  await nextTask();
  const root = document.getElementById('root')!;
  // A failure of the slot's remote leaves the server's HTML on screen rather than reloading the page, when
  // there is a page in it: a finished Suspense boundary (<!--$-->), not one left to the browser (<!--$!-->).
  const main = hydratesSlot() ? root.querySelector('main') : null;
  if (main?.firstChild?.nodeValue === '$') runtimeState().serverHtml = state.url;
  const sameVersion = await sameVersionAsServer(state);
  await nextTask();
  measureWhenIdle(sameVersion === true);
  if (!sameVersion) {
    // No version of the remote loads here (null: a line that drops its requests): the rest of the page is
    // rendered anew and the slot keeps the server's HTML, readable, its links plain page loads; its data came
    // with the document, so the page does not start again. Else another version's page: it loads its own data.
    if (sameVersion === null && runtimeState().serverHtml) keepServerSlot(state.url, main!);
    else setServerRenderedUrl(null);
    createRoot(root).render(<App scope={scope} onReady={() => void afterFirstRender(scope)} />);
    return;
  }
  startTransition(() => {
    hydrateRoot(root, <App scope={scope} onReady={() => void afterFirstRender(scope, hydratesSlot() ? 'hydrating' : 'none')} />, {
      onRecoverableError(error) {
        if (error instanceof Error && LEFT_TO_BROWSER.test(error.message)) return;
        console.error(error);
      },
    });
  });
}

/** A page the server did not render (no server build, or it gave up): everything happens here. */
async function renderInBrowser() {
  const scope = fork();
  await allSettled(appStarted, { scope });
  const [shop] = await Promise.all([
    allSettled(loadShopFx, { scope, params: undefined }),
    // A registry failure leaves the remote slots to their fallback; header and footer still work.
    registerReleasedRemotes().catch((e) => console.error('[storefront] release registry unavailable', e)),
  ]);
  const languages = shop.status === 'done' ? shop.value.languages : [];

  // An unprefixed address opened with another remembered language moves to that language's prefix.
  const { locale: urlLocale, rest, prefixed } = splitLocale(location.pathname);
  let locale = urlLocale;
  if (!prefixed && !/\/{2,}/.test(location.pathname)) {
    const wanted = resolveLocale(location.pathname, Cookies.get(LANGUAGE_COOKIE), null, { languages: languages.map((l) => l.abb) });
    if (wanted !== DEFAULT_LOCALE) {
      locale = wanted;
      history.replaceState(null, '', localePath(wanted, rest) + location.search + location.hash);
    }
  }
  await allSettled(localeChosen, { scope, params: locale });
  await initI18n(locale);
  createRoot(document.getElementById('root')!).render(<App scope={scope} />);
  startCart(scope);
  measureWhenIdle(false);
}

/** Takes over the server's page, or renders the page here when the server did not. */
export function start() {
  const state = serverState();
  if (state && state.url === location.pathname + location.search) void hydrate(state);
  else void renderInBrowser();
}
