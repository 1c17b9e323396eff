import { useTranslation } from 'react-i18next';
import { LocaleLink, usePageMeta } from '@storefront/shared/ui';
import { NS } from '../i18n';

/** The shell's 404 look, for an article, page or question id that does not exist. */
export function PageNotFound() {
  const { t } = useTranslation(NS);
  usePageMeta(t('notFound.title'));
  return (
    <section className="sf-page sf-not-found" data-testid="content-not-found">
      <h1>404</h1>
      <p className="sf-not-found__msg">{t('notFound.title')}</p>
      <LocaleLink to="" className="sf-btn sf-btn--primary">
        {t('notFound.home')}
      </LocaleLink>
    </section>
  );
}
