import { useTranslation } from 'react-i18next';
import { PhotoGallery } from '../features/gallery/ui/photo-gallery';
import { NS } from '../i18n';
import { useContentMeta } from '../lib/meta';
import '../styles.css';

export default function PhotoPage() {
  const { t } = useTranslation(NS);
  useContentMeta(t('photo.title'), t('photo.description'));
  return (
    <div className="sf-page ct-page-wrap">
      <h1>{t('photo.title')}</h1>
      <p className="ct-lead">{t('photo.intro')}</p>
      <PhotoGallery />
    </div>
  );
}
