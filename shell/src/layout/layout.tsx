import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { matchPath } from '@storefront/shared/routes';
import { Header } from './header';
import { Footer } from './footer';
import { Toasts } from './toasts';
import { OfflineBanner } from './offline-banner';
import { NS } from '../i18n';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  const { pathname } = useLocation();
  const match = matchPath(pathname);
  // The operators' console brings its own header and language choice; the shop's would only mislead.
  if (match.kind === 'page' && match.route.operatorsOnly)
    return (
      <main id="main" className="sf-main" tabIndex={-1}>
        {children}
      </main>
    );
  return (
    <div className="sf-app">
      <a href="#main" className="sf-skip">
        {t('skip')}
      </a>
      <OfflineBanner />
      <Header />
      <main id="main" className="sf-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Toasts />
    </div>
  );
}
