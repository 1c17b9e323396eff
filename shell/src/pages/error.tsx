import { useTranslation } from 'react-i18next';
import { LocaleLink, usePageMeta } from '@storefront/shared/ui';
import { NS } from '../i18n';

/** Where the API client sends HTTP 403, 404 and 500 answers. */
export function ErrorPage() {
  const { t } = useTranslation(NS);
  usePageMeta(t('error.title'));
  return (
    <section className="sf-page sf-error-page">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <LocaleLink to="" className="sf-btn sf-btn--primary">
        {t('notFound.home', { ns: 'shared' })}
      </LocaleLink>
    </section>
  );
}
