import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary, ErrorState, usePageMeta } from '@storefront/shared/ui';
import { HydrateWhenNear } from '@storefront/shared/ui/hydrate-when-near';
import { NS } from '../i18n';
import { Hero } from '../features/home/ui/hero';
import { FeaturedCategories } from '../features/categories/ui/featured-categories';
import { BuildLabel } from '../features/build-label/ui/build-label';
import '../styles.css';

// Below the hero and the categories on a phone: its code and its take-over wait until it comes near the screen.
const HomeStrips = lazy(() => import('../features/home/ui/home-strips').then((m) => ({ default: m.HomeStrips })));

export default function HomePage() {
  const { t } = useTranslation(NS);
  usePageMeta(t('home.title'), t('home.metaDescription'));
  return (
    <div className="sf-page cat-page">
      <Hero />
      <ErrorBoundary fallback={<ErrorState />}>
        <FeaturedCategories />
        <HydrateWhenNear part={HomeStrips} />
      </ErrorBoundary>
      <BuildLabel />
    </div>
  );
}
