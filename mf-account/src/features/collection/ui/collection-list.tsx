import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LocaleLink, Loading, Pager, Price, ProductPicture } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { $isRemoving, collection, removeClicked } from '../model';

/** Favourites: each goes to its product and can be removed. */
export function CollectionList() {
  const { t } = useTranslation(NS);
  const [data, failed, loading, removing] = useUnit([collection.$data, collection.$failed, collection.$loading, $isRemoving]);
  const [opened, pageChanged, remove] = useUnit([collection.opened, collection.pageChanged, removeClicked]);
  if (failed) return <ErrorState onRetry={() => opened()} />;
  if (!data) return <Loading />;
  if (data.total === 0)
    return (
      <EmptyState>
        <p>{t('collection.empty')}</p>
        <LocaleLink to="shop" className="sf-btn">
          {t('common.goShopping')}
        </LocaleLink>
      </EmptyState>
    );
  return (
    <>
      <ul className="acc-grid acc-list" aria-busy={loading} data-testid="collection-list">
        {data.list.map((item) => (
          <li key={item.productId} className="sf-card" data-testid="collection-item">
            <LocaleLink to={`shop/goodDetails/${item.productId}`} aria-label={t('collection.open', { name: item.name })}>
              {item.image ? (
                <ProductPicture
                  src={item.image}
                  alt={item.name}
                  width={220}
                  height={220}
                  sizes="(max-width: 600px) calc(50vw - 40px), 240px"
                  className="acc-thumb"
                  style={{ width: '100%', aspectRatio: '1', height: 'auto' }}
                />
              ) : null}
            </LocaleLink>
            <h3 style={{ fontSize: '1rem', margin: '8px 0 4px' }}>
              <LocaleLink to={`shop/goodDetails/${item.productId}`}>{item.name}</LocaleLink>
            </h3>
            <div className="acc-row">
              <Price value={item.price} />
              {!item.active && <span className="acc-badge">{t('collection.unavailable')}</span>}
              <button
                type="button"
                className="sf-btn"
                disabled={removing}
                onClick={() => remove(item.productId)}
                aria-label={t('collection.removeNamed', { name: item.name })}
              >
                {t('collection.remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={data.page} size={data.size} total={data.total} onChange={pageChanged} />
    </>
  );
}
