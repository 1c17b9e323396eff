import { useTranslation } from 'react-i18next';
import { LocaleLink, usePageMeta } from './nav';

/**
 * The storefront's one 404 look ("This page could not be found." and a link home), for an unknown
 * route in the shell and for an id a remote's API answers with 404. `testId` tells those places apart.
 */
export function NotFoundView({ testId }: { testId?: string }) {
  const { t } = useTranslation('shared');
  usePageMeta(t('notFound.title'));
  return (
    <section className="sf-page sf-not-found" data-testid={testId}>
      <h1>404</h1>
      <p className="sf-not-found__msg">{t('notFound.title')}</p>
      <LocaleLink to="" className="sf-btn sf-btn--primary">
        {t('notFound.home')}
      </LocaleLink>
    </section>
  );
}
