import { useTranslation } from 'react-i18next';
import { ErrorBoundary, ErrorState, usePageMeta } from '@storefront/shared/ui';
import { NS } from '../i18n';
import { WhatsNewList } from '../features/whats-new/ui/whats-new-list';
import '../styles.css';

export default function WhatIsNewPage() {
  const { t } = useTranslation(NS);
  usePageMeta(t('whatsNew.title'), t('whatsNew.intro'));
  return (
    <div className="sf-page cat-page">
      <h1>{t('whatsNew.title')}</h1>
      <p className="cat-muted">{t('whatsNew.intro')}</p>
      <ErrorBoundary fallback={<ErrorState />}>
        <WhatsNewList />
      </ErrorBoundary>
    </div>
  );
}
