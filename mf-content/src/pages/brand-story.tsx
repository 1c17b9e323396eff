import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@storefront/shared/ui';
import { ContentPageView } from '../features/page/ui/content-page-view';
import { NS } from '../i18n';
import '../styles.css';

export default function BrandStoryPage() {
  const { t } = useTranslation(NS);
  return (
    <div className="sf-page ct-page-wrap">
      <ContentPageView
        pageRef="brandstory"
        aside={
          <p className="ct-actions">
            <LocaleLink to="blog" className="sf-btn">
              {t('page.readBlog')}
            </LocaleLink>
            <LocaleLink to="photo" className="sf-btn">
              {t('page.seePhotos')}
            </LocaleLink>
            <LocaleLink to="shop" className="sf-btn sf-btn--primary">
              {t('page.shop')}
            </LocaleLink>
          </p>
        }
      />
    </div>
  );
}
