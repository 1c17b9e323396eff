import { memo, Suspense, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ComponentType } from 'react';
import { scopeBind } from 'effector';
import { useProvidedScope, useUnit } from 'effector-react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { $isEdit, $isLoggedIn, $locale, $moneyType, $sessionKnown, localeChosen, pageEntered } from '@storefront/shared/store';
import { applyGuards, matchPath, splitLocale, DEFAULT_LOCALE, LANGUAGE_TAGS, type Locale, type RouteDef } from '@storefront/shared/routes';
import { ErrorBoundary, Loading, PrivatePlaceholder as SharedPrivatePlaceholder } from '@storefront/shared/ui';
import { i18n } from '@storefront/shared/i18n';
import { loadedPageModule, loadPageModule, remotePage } from '../remotes/registry';
import { ClientOnlyRemotes, ClientOnlySlot, serverSlotNodes, slotHydrated, takeServerRendered } from './page-start';
import { NotFoundPage } from '../pages/not-found';
import { ErrorPage } from '../pages/error';
import { RouteProgress } from '../layout/route-progress';
import { NS } from '../i18n';

function SlotFallback({ remote }: { remote: string }) {
  const { t } = useTranslation('shared');
  return (
    <section className="sf-page sf-slot-failed" role="alert" data-failed-remote={remote}>
      <p>{t('slotFailed')}</p>
      <button type="button" className="sf-btn" onClick={() => window.location.reload()}>
        {t('retry')}
      </button>
    </section>
  );
}

/**
 * The server's HTML of a page whose remote could not load in this browser: the same nodes, moved back into
 * the page, readable, with plain links that load their page from the server.
 */
const ServerSlot = memo(function ServerSlot({ remote, nodes }: { remote: string; nodes: Node[] }) {
  return <div data-server-slot={remote} ref={(el) => void el?.replaceChildren(...nodes)} />;
});

const $currency = $moneyType.map((m) => m.currency);

/**
 * Fires the page's route-level event (its data) on every navigation in the browser, except for the page
 * the server rendered, whose data came with the document; and fires it again, with `again`, when the
 * shopper changes the language or the currency of the page on screen, so the page loads what it shows in
 * the new request context. The path is taken without its language prefix: another language is the same
 * page started again, not another page.
 */
function usePageStarted(route: RouteDef, params: Record<string, string>, locale: Locale, waiting: boolean) {
  const scope = useProvidedScope();
  const location = useLocation();
  const [contextLocale, currency] = useUnit([$locale, $currency]);
  const { rest } = splitLocale(location.pathname);
  const key = `${route.owner}/${route.page}/${rest}${location.search}`;
  const started = useRef<string | null>(null);
  useEffect(() => {
    // The address's language reaches the store just after the address (RouteResolver's effect): the page
    // starts once they agree, so its requests carry the language it is shown in.
    if (waiting || route.owner === 'shell' || contextLocale !== locale) return;
    if (takeServerRendered(location.pathname + location.search)) {
      started.current = key;
      return;
    }
    let live = true;
    const query = Object.fromEntries(new URLSearchParams(location.search));
    const search = location.search;
    loadPageModule(route.owner, route.page)
      .then((mod) => {
        if (!live || !scope) return;
        // Started already (and not left since): this run is for another language or currency.
        const again = started.current === key;
        started.current = key;
        if (!again) scopeBind(pageEntered, { scope })({ owner: route.owner, page: route.page });
        if (mod.pageStarted) scopeBind(mod.pageStarted, { scope })({ params, query, search, locale, ...(again ? { again } : {}) });
      })
      // A page that cannot load shows the slot's fallback; nothing to start.
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // The key holds everything that makes it another page; params are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, waiting, locale, contextLocale, currency]);
}

function PrivatePlaceholder({ route }: { route: RouteDef }) {
  const Frame = loadedPageModule(route.owner, route.page)?.Frame;
  return Frame ? <Frame /> : <SharedPrivatePlaceholder />;
}

const noSubscription = () => () => {};

/**
 * For a `gated` page: false on the server and while hydrating, true right after and in every later render.
 * The first commit's effects read the session (token cookie) before the layout's Suspense boundary has
 * hydrated, so the session alone would let that boundary's first browser render differ from the server's
 * HTML (React error 418). Other pages get true throughout: a change after hydration would re-render the
 * slot and mount its page anew, dropping the server's HTML.
 */
function useHydrated(gated: boolean): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => !gated,
  );
}

/** Tells the browser's start that the page in the slot has been committed (hydrated). */
function SlotCommitted() {
  useEffect(slotHydrated, []);
  return null;
}

/**
 * The page itself, which takes no props: the slot re-renders when the session becomes known or the
 * guards' inputs change, and that must not render the whole page again (it reads its own state).
 */
const SlotPage = memo(function SlotPage({ page: Page }: { page: ComponentType }) {
  return <Page />;
});

function ClientOnly({ remote }: { remote: string }): never {
  throw new ClientOnlySlot(remote);
}

function RemoteSlot({ route, params, locale }: { route: RouteDef; params: Record<string, string>; locale: Locale }) {
  const location = useLocation();
  const clientOnly = useContext(ClientOnlyRemotes);
  const sessionKnown = useUnit($sessionKnown);
  const hydrated = useHydrated(route.privateData);
  // One shopper's page: on the server, while hydrating, and until the browser has read its session, a placeholder of the page's size.
  const waiting = route.privateData && !(sessionKnown && hydrated);
  const serverNodes = serverSlotNodes(location.pathname + location.search);
  usePageStarted(route, params, locale, waiting || !!serverNodes);
  if (route.owner === 'shell') return <ErrorPage />;
  if (waiting) return <PrivatePlaceholder route={route} />;
  if (serverNodes) return <ServerSlot remote={route.owner} nodes={serverNodes} />;
  const Page = clientOnly.has(route.owner) ? () => <ClientOnly remote={route.owner} /> : remotePage(route.owner, route.page);
  return (
    <ErrorBoundary
      resetKey={location.pathname}
      fallback={
        <>
          <SlotFallback remote={route.owner} />
          {/* A slot that failed has committed too: clicks held for it are let go, the start goes on. */}
          <SlotCommitted />
        </>
      }
    >
      <Suspense
        fallback={
          <>
            <RouteProgress />
            {route.privateData ? <PrivatePlaceholder route={route} /> : <Loading />}
          </>
        }
      >
        <SlotPage page={Page} />
        <SlotCommitted />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Applies the spec's routing rules (the same pure function the server uses), then mounts the page in a
 * nested route with the table's own pattern so pages read their params with useParams().
 */
export function RouteResolver() {
  const location = useLocation();
  const [isEdit, loggedIn, sessionKnown, locale, chooseLocale] = useUnit([$isEdit, $isLoggedIn, $sessionKnown, $locale, localeChosen]);
  useTranslation(NS);
  const raw = matchPath(location.pathname, location.search);
  // Until the browser has read its session (a server-rendered page is hydrated first) a login page waits.
  const match = applyGuards(raw, location.pathname + location.search, { isEdit, loggedIn: loggedIn || !sessionKnown });
  // The operators' console has a language of its own and leaves the shop's as it is.
  const urlLocale = match.kind === 'redirect' || (match.kind === 'page' && match.route.operatorsOnly) ? locale : match.locale;

  useEffect(() => {
    if (urlLocale !== locale) chooseLocale(urlLocale);
    if (i18n.language !== urlLocale) void i18n.changeLanguage(urlLocale);
    // A BCP 47 tag (zh-Hans, ja), as the server wrote it into the page: cn, jp and tw are not language tags.
    document.documentElement.lang = LANGUAGE_TAGS[urlLocale];
  }, [urlLocale, locale, chooseLocale]);

  // The same element while the page stays: this resolver renders again when the session becomes known, and a
  // new <Routes> would hand every link and param reader of the page new route contexts, so the whole page
  // rendered again, synchronously, in the task that starts the session.
  const page = match.kind === 'page' ? match : null;
  const paramsKey = page ? JSON.stringify(page.params) : '';
  const routes = useMemo(
    () =>
      page && (
        <Routes>
          <Route
            path={`${page.locale === DEFAULT_LOCALE ? '' : `/${page.locale}`}/${page.route.path}`}
            element={<RemoteSlot route={page.route} params={page.params} locale={page.locale} />}
          />
        </Routes>
      ),
    // Params by value: matching makes a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [page?.route, page?.locale, paramsKey],
  );

  if (match.kind === 'redirect') return <Navigate to={match.to} replace />;
  if (match.kind === 'notFound') return <NotFoundPage />;
  return routes;
}
