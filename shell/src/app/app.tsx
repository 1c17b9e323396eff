import { Suspense, useEffect } from 'react';
import type { Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { setNavigate } from '@storefront/shared/api';
import { onlineChanged, viewportChanged } from '@storefront/shared/store';
import { Loading } from '@storefront/shared/ui';
import { Layout } from '../layout/layout';
import { RouteResolver } from './route-resolver';

/** Hands the router to code outside React and tracks the browser's online state and viewport. */
function Environment() {
  const navigate = useNavigate();
  const [setOnline, setViewport] = useUnit([onlineChanged, viewportChanged]);
  useEffect(() => setNavigate((path) => navigate(path)), [navigate]);
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

export function App({ scope }: { scope: Scope }) {
  return (
    <Provider value={scope}>
      <BrowserRouter>
        <Environment />
        <Suspense fallback={<Loading />}>
          <Layout>
            <Routes>
              <Route path="*" element={<RouteResolver />} />
            </Routes>
          </Layout>
        </Suspense>
      </BrowserRouter>
    </Provider>
  );
}
