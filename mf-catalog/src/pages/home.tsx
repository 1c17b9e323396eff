import { useTranslation } from 'react-i18next';
import { ErrorBoundary, ErrorState, usePageMeta } from '@storefront/shared/ui';
import { NS } from '../i18n';
import { Hero } from '../features/home/ui/hero';
import { HomeStrips } from '../features/home/ui/home-strips';
import { FeaturedCategories } from '../features/categories/ui/featured-categories';
import { BuildLabel } from '../features/build-label/ui/build-label';
import '../styles.css';

export default function HomePage() {
  const { t } = useTranslation(NS);
  usePageMeta(t('home.title'), t('home.metaDescription'));
  return (
    <div className="sf-page cat-page">
      <Hero />
      <ErrorBoundary fallback={<ErrorState />}>
        <FeaturedCategories />
        <HomeStrips />
      </ErrorBoundary>
      <BuildLabel />
    </div>
  );
}
