import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { ErrorState, Loading } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { $contactDetails, $contactDetailsStatus, contactDetailsRetried } from '../model';

/** The shop's email, phone, hours and address (the page's model loads them). */
export function ContactDetailsCard() {
  const { t } = useTranslation(NS);
  const [details, status, retry] = useUnit([$contactDetails, $contactDetailsStatus, contactDetailsRetried]);

  if (status === 'error' || status === 'notFound') return <ErrorState onRetry={retry} />;
  if (!details) return <Loading />;
  return (
    <section className="sf-card ct-contact" aria-labelledby="ct-contact-details" lang={details.lang}>
      <h2 id="ct-contact-details">{t('contact.details')}</h2>
      <p>{details.intro}</p>
      <dl className="ct-contact__list">
        <dt>{t('contact.email')}</dt>
        <dd>
          <a href={`mailto:${details.email}`}>{details.email}</a>
        </dd>
        <dt>{t('contact.phone')}</dt>
        <dd>
          <a href={`tel:${details.phone.replace(/\s+/g, '')}`}>{details.phone}</a>
        </dd>
        <dt>{t('contact.hours')}</dt>
        <dd>{details.hours}</dd>
        <dt>{t('contact.address')}</dt>
        <dd>
          <address>{details.address}</address>
        </dd>
      </dl>
    </section>
  );
}
