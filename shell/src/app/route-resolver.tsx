import { Suspense, useEffect } from 'react';
import { useUnit } from 'effector-react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { $isEdit, $isLoggedIn, $locale, localeChosen } from '@storefront/shared/store';
import { applyGuards, matchPath, DEFAULT_LOCALE, type RouteDef } from '@storefront/shared/routes';
import { ErrorBoundary, Loading } from '@storefront/shared/ui';
import { i18n } from '@storefront/shared/i18n';
import { remotePage } from '../remotes/registry';
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

function RemoteSlot({ route }: { route: RouteDef }) {
  const location = useLocation();
  if (route.owner === 'shell') return <ErrorPage />;
  const Page = remotePage(route.owner, route.page);
  return (
    <ErrorBoundary resetKey={location.pathname} fallback={<SlotFallback remote={route.owner} />}>
      <Suspense
        fallback={
          <>
            <RouteProgress />
            <Loading />
          </>
        }
      >
        <Page />
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
  const [isEdit, loggedIn, locale, chooseLocale] = useUnit([$isEdit, $isLoggedIn, $locale, localeChosen]);
  useTranslation(NS);
  const raw = matchPath(location.pathname, location.search);
  const match = applyGuards(raw, location.pathname + location.search, { isEdit, loggedIn });
  const urlLocale = match.kind === 'redirect' ? locale : match.locale;

  useEffect(() => {
    if (urlLocale !== locale) chooseLocale(urlLocale);
    if (i18n.language !== urlLocale) void i18n.changeLanguage(urlLocale);
    document.documentElement.lang = urlLocale;
  }, [urlLocale, locale, chooseLocale]);

  if (match.kind === 'redirect') return <Navigate to={match.to} replace />;
  if (match.kind === 'notFound') return <NotFoundPage />;
  const prefix = match.locale === DEFAULT_LOCALE ? '' : `/${match.locale}`;
  return (
    <Routes>
      <Route path={`${prefix}/${match.route.path}`} element={<RemoteSlot route={match.route} />} />
    </Routes>
  );
}
