import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import type { Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { $redirectTo, onlineChanged, redirectDone, viewportChanged } from '@storefront/shared/store';
import { Loading } from '@storefront/shared/ui';
import { Layout } from '../layout/layout';
import { RouteResolver } from './route-resolver';
import { ClientOnlyRemotes } from './page-start';
import { ScrollRestoration } from './scroll-restoration';

/**
 * Calls onReady once the layout and the page around it have been committed. It sits inside the layout's
 * Suspense boundary: outside it, its effect would run while that boundary's server HTML is still being
 * hydrated, and what onReady starts (the session, a private page's data) would change the page under
 * React's feet, which it reports as a hydration mismatch and renders again from scratch.
 */
function Ready({ onReady }: { onReady?: () => void }) {
  const ready = useRef(onReady);
  useEffect(() => ready.current?.(), []);
  return null;
}

/** Follows where a failed request sends the shopper (/error, /join) and tracks the browser's online state and viewport. */
function Environment() {
  const navigate = useNavigate();
  const [setOnline, setViewport, redirectTo, redirected] = useUnit([onlineChanged, viewportChanged, $redirectTo, redirectDone]);
  useEffect(() => {
    if (!redirectTo) return;
    redirected();
    navigate(redirectTo);
  }, [redirectTo, redirected, navigate]);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const phone = window.matchMedia('(max-width: 768px)');
    const onViewport = () => setViewport({ isPhone: phone.matches });
    onViewport();
    phone.addEventListener('change', onViewport);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      phone.removeEventListener('change', onViewport);
    };
  }, [setOnline, setViewport]);
  return null;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The whole storefront. The server passes its router at the request's address, its i18n instance and the
 * remotes it has no server build of; the browser none of them.
 */
export function App({
  scope,
  serverRouter,
  i18n,
  clientOnly = NONE,
  onReady,
}: {
  scope: Scope;
  /** A StaticRouter around the page (server/render.tsx): only server code imports it, so no page downloads it. */
  serverRouter?: (page: ReactNode) => ReactNode;
  i18n?: I18n;
  clientOnly?: ReadonlySet<string>;
  /** Called once after the first commit (after hydration, for a server-rendered page). */
  onReady?: () => void;
}) {
  const tree = (
    <>
      <Environment />
      <ScrollRestoration />
      <Suspense fallback={<Loading />}>
        <Layout>
          <Routes>
            <Route path="*" element={<RouteResolver />} />
          </Routes>
        </Layout>
        <Ready onReady={onReady} />
      </Suspense>
    </>
  );
  const routed = serverRouter ? (
    serverRouter(<ClientOnlyRemotes.Provider value={clientOnly}>{tree}</ClientOnlyRemotes.Provider>)
  ) : (
    <BrowserRouter>{tree}</BrowserRouter>
  );
  return <Provider value={scope}>{i18n ? <I18nextProvider i18n={i18n}>{routed}</I18nextProvider> : routed}</Provider>;
}
