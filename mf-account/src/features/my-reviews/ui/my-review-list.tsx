import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LocaleLink, Loading, Pager, ProductPicture, Stars } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { dateTime } from '../../../lib/date';
import { myReviews } from '../model';

/** My comments, with the store's replies. */
export function MyReviewList() {
  const { t } = useTranslation(NS);
  const [data, failed, opened, pageChanged] = useUnit([myReviews.$data, myReviews.$failed, myReviews.opened, myReviews.pageChanged]);
  if (failed) return <ErrorState onRetry={() => opened()} />;
  if (!data) return <Loading />;
  if (data.total === 0) return <EmptyState>{t('reviews.empty')}</EmptyState>;
  return (
    <>
      <ul className="acc-list" data-testid="my-reviews">
        {data.list.map((r) => (
          <li key={r.id} className="sf-card" data-testid="my-review">
            <div className="acc-item">
              {r.productImage ? <ProductPicture src={r.productImage} alt="" width={64} height={64} sizes="64px" className="acc-thumb" /> : <span />}
              <div>
                <LocaleLink to={`shop/goodDetails/${r.productId}`}>{r.productName}</LocaleLink>
                <div className="acc-muted">{dateTime(r.createdAt)}</div>
              </div>
              <div className="acc-muted" style={{ display: 'grid', gap: 2 }}>
                <span>
                  {t('review.productRating')}: <Stars value={r.productRating} />
                </span>
                <span>
                  {t('review.serviceRating')}: <Stars value={r.serviceRating} />
                </span>
              </div>
            </div>
            <p>{r.content}</p>
            {r.pictures.length > 0 && (
              <ul className="acc-pictures">
                {r.pictures.map((src, i) => (
                  <li key={src}>
                    <a href={src} target="_blank" rel="noreferrer">
                      <ProductPicture src={src} alt={t('review.pictureAlt', { n: i + 1 })} width={72} height={72} sizes="72px" className="acc-thumb" />
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {r.reply ? (
              <div className="acc-reply" data-testid="review-reply">
                <strong>{t('reviews.reply')}</strong> {r.reply}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <Pager page={data.page} size={data.size} total={data.total} onChange={pageChanged} />
    </>
  );
}
