import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LocaleLink } from '@storefront/shared/ui';
import type { ProductCard } from '@storefront/shared/contracts/catalog';
import { NS } from '../../../i18n';
import { ProductGrid } from '../../../components/product-card';
import { RequestState } from '../../../components/request-state';
import { $homeProducts, $homeStatus, homeProducts } from '../model';

function Strip({ id, title, link, products }: { id: string; title: string; link: string; products: ProductCard[] }) {
  const { t } = useTranslation(NS);
  return (
    <section className="cat-section" aria-labelledby={id}>
      <div className="cat-section__head">
        <h2 id={id}>{title}</h2>
        <LocaleLink to={link}>{t('home.seeAll')}</LocaleLink>
      </div>
      <ProductGrid products={products} label={title} />
    </section>
  );
}

/** New products and best sellers, each leading to its full list (the home page's model loads them). */
export function HomeStrips() {
  const { t } = useTranslation(NS);
  const [data, status, retry] = useUnit([$homeProducts, $homeStatus, homeProducts.retried]);
  return (
    <RequestState status={status} hasData={!!data} onRetry={retry} errorMessage={t('errors.list')}>
      {data && (
        <>
          <Strip id="cat-home-new" title={t('home.newProducts')} link="shop/whatisnew" products={data.newest} />
          <Strip id="cat-home-best" title={t('home.bestSellers')} link="shop/productList?sort=sales" products={data.bestSellers} />
        </>
      )}
    </RequestState>
  );
}
