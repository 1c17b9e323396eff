import { useTranslation } from 'react-i18next';
import { LocaleLink, usePageMeta } from '@storefront/shared/ui';
import { NS } from '../i18n';

/** Spec: an unknown route shows "This page could not be found." (the server answers it with HTTP 404). */
export function NotFoundPage() {
  const { t } = useTranslation(NS);
  usePageMeta(t('notFound.title'));
  return (
    <section className="sf-page sf-not-found">
      <h1>404</h1>
      <p className="sf-not-found__msg">{t('notFound.title')}</p>
      <LocaleLink to="" className="sf-btn sf-btn--primary">
        {t('notFound.home')}
      </LocaleLink>
    </section>
  );
}
