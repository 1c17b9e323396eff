import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { formatDate } from '@storefront/shared/dates';
import { isLocale, LANGUAGE_TAGS } from '@storefront/shared/routes';
import { EmptyState, Pager, ProductPicture, Stars } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { RequestState } from '../../../components/request-state';
import { $reviewPage, $reviewsStatus, $viewer, pictureOpened, reviews, reviewsPageChanged } from '../model';

/** Comes when a picture is opened, not with the product page. */
const PictureViewer = lazy(() => import('./picture-viewer').then((m) => ({ default: m.PictureViewer })));

const THUMB = 88;

/** A product's reviews, paged: both ratings, text, pictures (open in the viewer) and the store's reply. */
export function ReviewList() {
  const { t } = useTranslation(NS);
  const [data, status, retry, changePage, openPicture, viewer] = useUnit([
    $reviewPage,
    $reviewsStatus,
    reviews.retried,
    reviewsPageChanged,
    pictureOpened,
    $viewer,
  ]);
  return (
    <RequestState status={status} hasData={!!data} onRetry={retry} errorMessage={t('errors.reviews')}>
      {data && (data.closed || data.total === 0) ? (
        <EmptyState>{t('reviews.empty')}</EmptyState>
      ) : (
        data && (
          <>
            <ol className="cat-reviews" data-testid="reviews">
              {data.list.map((r) => {
                // An empty name: the author closed the account (ADR 0035).
                const author = r.authorName || t('reviews.formerCustomer');
                return (
                  <li key={r.id} className="cat-review" lang={isLocale(r.locale) ? LANGUAGE_TAGS[r.locale] : r.locale}>
                    <header className="cat-review__head">
                      <strong>{author}</strong>
                      <time dateTime={new Date(r.createdAt * 1000).toISOString()}>{formatDate(r.createdAt, 'YYYY-MM-DD')}</time>
                    </header>
                    <p className="cat-review__ratings">
                      <span>
                        {t('reviews.productRating')} <Stars value={r.productRating} />
                      </span>
                      <span>
                        {t('reviews.serviceRating')} <Stars value={r.serviceRating} />
                      </span>
                    </p>
                    <p>{r.content}</p>
                    {r.pictures.length > 0 && (
                      <ul className="cat-review__pictures">
                        {r.pictures.map((src, i) => (
                          <li key={src}>
                            <button
                              type="button"
                              onClick={() => openPicture({ pictures: r.pictures, placeholders: r.placeholders, index: i, author })}
                              aria-label={t('reviews.openPicture', { n: i + 1, author })}
                            >
                              <ProductPicture
                                src={src}
                                placeholder={r.placeholders?.[i]}
                                alt={t('reviews.picture', { n: i + 1, author })}
                                width={THUMB}
                                height={THUMB}
                                sizes={`${THUMB}px`}
                              />
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                    {r.reply && (
                      <div className="cat-review__reply">
                        <strong>{t('reviews.reply')}</strong> {r.reply}
                      </div>
                    )}
                  </li>
                );
              })}
            </ol>
            <Pager
              page={data.page}
              size={data.size}
              total={data.total}
              onChange={({ page, size }) => changePage({ page: size !== data.size ? 1 : page, limit: size })}
            />
            {viewer && (
              <Suspense fallback={null}>
                <PictureViewer />
              </Suspense>
            )}
          </>
        )
      )}
    </RequestState>
  );
}
