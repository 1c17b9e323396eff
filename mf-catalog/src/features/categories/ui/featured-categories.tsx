import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { RequestState } from '../../../components/request-state';
import { useCategories } from './use-categories';

const TILE = 320;
/** Two tiles a row on a phone, then columns of at least 150px (.cat-tiles). */
const TILE_SIZES = '(max-width: 600px) calc(50vw - 30px), 200px';
/** Tiles in the first row: the first pictures of the home page. */
const FIRST_ROW = 4;

/** Home: the top categories as picture tiles leading into the shop; the first row's pictures load at once. */
export function FeaturedCategories() {
  const { t } = useTranslation(NS);
  const { tree, status, retry } = useCategories();
  return (
    <section className="cat-section" aria-labelledby="cat-featured">
      <h2 id="cat-featured">{t('home.featured')}</h2>
      <RequestState status={status} hasData={tree.length > 0} onRetry={retry}>
        <ul className="cat-tiles">
          {tree.map((c, i) => (
            <li key={c.id}>
              <LocaleLink to={`shop/productList/${c.id}`} className="cat-tile">
                {c.image && (
                  <img
                    src={c.image}
                    alt=""
                    width={TILE}
                    height={TILE}
                    sizes={TILE_SIZES}
                    loading={i < FIRST_ROW ? 'eager' : 'lazy'}
                    fetchPriority={i < FIRST_ROW ? 'high' : 'auto'}
                    decoding={i < FIRST_ROW ? 'auto' : 'async'}
                  />
                )}
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
