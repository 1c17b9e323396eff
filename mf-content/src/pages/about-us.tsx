import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@storefront/shared/ui';
import { ContentPageView } from '../features/page/ui/content-page-view';
import { PageLinks } from '../features/page/ui/page-links';
import { NS } from '../i18n';
import '../styles.css';

export default function AboutUsPage() {
  const { t } = useTranslation(NS);
  return (
    <div className="sf-page ct-page-wrap">
      <ContentPageView
        pageRef="aboutus"
        aside={
          <p className="ct-actions">
            <LocaleLink to="brandstory" className="sf-btn">
              {t('page.brandStory')}
            </LocaleLink>
            <LocaleLink to="contact" className="sf-btn sf-btn--primary">
              {t('page.contact')}
            </LocaleLink>
          </p>
        }
      />
      <PageLinks exclude={['aboutus', 'brandstory']} />
    </div>
  );
}
