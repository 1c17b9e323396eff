import { useTranslation } from 'react-i18next';
import { ContactDetailsCard } from '../features/contact/ui/contact-details';
import { ContactForm } from '../features/contact/ui/contact-form';
import { NS } from '../i18n';
import { useContentMeta } from '../lib/meta';
import '../styles.css';

export default function ContactPage() {
  const { t } = useTranslation(NS);
  useContentMeta(t('contact.title'), t('contact.description'));
  return (
    <div className="sf-page ct-page-wrap">
      <h1>{t('contact.title')}</h1>
      <div className="ct-contact-layout">
        <ContactDetailsCard />
        <ContactForm />
      </div>
    </div>
  );
}
