import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { RequestState } from '../../../components/request-state';
import { useCategories } from './use-categories';

const TILE = 320;

/** Home: the top categories as picture tiles leading into the shop. */
export function FeaturedCategories() {
  const { t } = useTranslation(NS);
  const { tree, status, retry } = useCategories();
  return (
    <section className="cat-section" aria-labelledby="cat-featured">
      <h2 id="cat-featured">{t('home.featured')}</h2>
      <RequestState status={status} hasData={tree.length > 0} onRetry={retry}>
        <ul className="cat-tiles">
          {tree.map((c) => (
            <li key={c.id}>
              <LocaleLink to={`shop/productList/${c.id}`} className="cat-tile">
                {c.image && <img src={c.image} alt="" width={TILE} height={TILE} loading="lazy" decoding="async" />}
                <span className="cat-tile__name">{c.name}</span>
                <span className="cat-muted">{t('home.productCount', { count: c.productCount })}</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      </RequestState>
    </section>
  );
}
