import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ratingSchema, REVIEW_CONTENT_MAX, REVIEW_PICTURE_LIMIT, REVIEW_PICTURE_TYPES, reviewCreateSchema } from '@storefront/shared/schemas/account';
import { Loading, ProductPicture } from '@storefront/shared/ui';
import { FieldError, useFieldMessage } from '@storefront/shared/ui/field-error';
import { ConfirmDialog, Modal } from '@storefront/shared/ui/dialog';
import { MESSAGE_NS, NS } from '../../../i18n';
import {
  $askContinue,
  $doneCount,
  $isSending,
  $orderId,
  $isUploading,
  $itemId,
  $order,
  $pendingItems,
  $pictureError,
  $pictures,
  continueConfirmed,
  continueDismissed,
  itemChosen,
  pictureRemoved,
  picturesChosen,
  reviewClosed,
  reviewSubmitted,
  type ReviewValues,
} from '../model';
import { StarRating } from './star-rating';

// Radio buttons give text; the ratings are the API's rule once read as numbers.
const formSchema = reviewCreateSchema.pick({ content: true }).extend({
  productRating: z.coerce.number().pipe(ratingSchema),
  serviceRating: z.coerce.number().pipe(ratingSchema),
});
const EMPTY = { productRating: 0, serviceRating: 0, content: '' } as ReviewValues;

/** The review upload dialog: ratings, comment and up to REVIEW_PICTURE_LIMIT pictures per order line. */
export function ReviewDialog({ onReviewed }: { onReviewed?: () => void }) {
  const { t } = useTranslation(NS);
  const message = useFieldMessage(MESSAGE_NS);
  const inputId = useId();
  const [order, items, itemId, pictures, pictureError, uploading, sending, askContinue, done] = useUnit([
    $order,
    $pendingItems,
    $itemId,
    $pictures,
    $pictureError,
    $isUploading,
    $isSending,
    $askContinue,
    $doneCount,
  ]);
  const [close, chooseItem, choose, remove, submit, confirmContinue, dismissContinue] = useUnit([
    reviewClosed,
    itemChosen,
    picturesChosen,
    pictureRemoved,
    reviewSubmitted,
    continueConfirmed,
    continueDismissed,
  ]);
  const orderId = useUnit($orderId);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<ReviewValues>({ resolver: zodResolver(formSchema) as never, mode: 'onChange', defaultValues: EMPTY });
  useEffect(() => {
    if (done) {
      reset(EMPTY);
      onReviewed?.();
    }
  }, [done, reset, onReviewed]);
  if (orderId === null) return null;
  const ratingLabel = (n: number) => t('review.stars', { count: n });
  const content = watch('content') ?? '';
  return (
    <>
      <Modal open title={t('review.title')} onClose={close}>
        {!order ? (
          <Loading />
        ) : (
          <form noValidate onSubmit={handleSubmit(submit)} className="acc-form" style={{ maxWidth: 'none' }} data-testid="review-form">
            {items.length > 1 && (
              <div className="sf-field">
                <label htmlFor="rv-item">{t('review.item')}</label>
                <select id="rv-item" value={itemId ?? ''} onChange={(e) => chooseItem(Number(e.target.value))}>
                  {items.map((i) => (
                    <option key={i.id} value={i.id}>
                      {i.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {order.items.length > 1 && itemId !== null && (
              // Said aloud too: after a review is sent the dialog moves on to the next item by itself.
              <p className="acc-muted" role="status" data-testid="review-position">
                {t('review.position', { n: order.items.findIndex((i) => i.id === itemId) + 1, total: order.items.length })}
              </p>
            )}
            {items
              .filter((i) => i.id === itemId)
              .map((i) => (
                <div key={i.id} className="acc-row" style={{ justifyContent: 'flex-start' }}>
                  <ProductPicture src={i.image} alt="" width={56} height={56} sizes="56px" className="acc-thumb" />
                  <strong>{i.name}</strong>
                </div>
              ))}
            <StarRating
              name="productRating"
              legend={t('review.productRating')}
              value={Number(watch('productRating')) || 0}
              register={register('productRating')}
              labelOf={ratingLabel}
              errorId={errors.productRating ? 'rv-productRating-error' : undefined}
            />
            <FieldError id="rv-productRating-error" message={errors.productRating?.message} ns={MESSAGE_NS} />
            <StarRating
              name="serviceRating"
              legend={t('review.serviceRating')}
              value={Number(watch('serviceRating')) || 0}
              register={register('serviceRating')}
              labelOf={ratingLabel}
              errorId={errors.serviceRating ? 'rv-serviceRating-error' : undefined}
            />
            <FieldError id="rv-serviceRating-error" message={errors.serviceRating?.message} ns={MESSAGE_NS} />
            <div className="sf-field">
              <label htmlFor="rv-content">{t('review.comment')}</label>
              <textarea
                id="rv-content"
                rows={4}
                maxLength={REVIEW_CONTENT_MAX}
                {...register('content')}
                className={errors.content ? 'is-error' : undefined}
                aria-invalid={errors.content ? true : undefined}
                aria-describedby="rv-content-count"
              />
              <span id="rv-content-count" className="acc-muted">
                {content.length}/{REVIEW_CONTENT_MAX}
              </span>
              <FieldError id="rv-content-error" message={errors.content?.message} ns={MESSAGE_NS} />
            </div>
            <div className="sf-field">
              <span>{t('review.pictures', { count: pictures.length, max: REVIEW_PICTURE_LIMIT })}</span>
              <ul className="acc-pictures" data-testid="review-pictures">
                {pictures.map((p, i) => (
                  <li key={p.id} data-status={p.status}>
                    <img src={p.preview} alt={t('review.pictureAlt', { n: i + 1 })} width={72} height={72} className="acc-thumb" />
                    {p.status === 'failed' && <span className="sf-field-error">{t('review.uploadFailed')}</span>}
                    <button type="button" className="sf-link-btn" onClick={() => remove(p.id)} aria-label={t('review.removePicture', { n: i + 1 })}>
                      {t('common.remove')}
                    </button>
                  </li>
                ))}
              </ul>
              <input
                id={inputId}
                type="file"
                multiple
                accept={REVIEW_PICTURE_TYPES.join(',')}
                className="sf-visually-hidden acc-file"
                data-testid="review-picture-input"
                onChange={(e) => {
                  const files = Array.from(e.target.files ?? []);
                  if (files.length) choose(files);
                  e.target.value = '';
                }}
              />
              <label htmlFor={inputId} className="sf-btn" aria-disabled={pictures.length >= REVIEW_PICTURE_LIMIT}>
                {t('review.addPictures')}
              </label>
              <p className="acc-muted" aria-live="polite">
                {uploading ? t('review.uploading') : t('review.pictureHint', { max: REVIEW_PICTURE_LIMIT })}
              </p>
              {pictureError && (
                <p className="sf-field-error" role="alert" data-testid="picture-error">
                  {message(pictureError)}
                </p>
              )}
            </div>
            <div className="sf-modal__actions">
              <button type="button" className="sf-btn" onClick={close}>
                {t('common.cancel')}
              </button>
              <button type="submit" className="sf-btn sf-btn--primary" disabled={sending || itemId === null}>
                {t('review.submit')}
              </button>
            </div>
          </form>
        )}
      </Modal>
      <ConfirmDialog
        open={askContinue !== null}
        title={t('review.notUploadedConfirm.title')}
        message={t('review.notUploadedConfirm.body')}
        onConfirm={confirmContinue}
        onCancel={dismissContinue}
      />
    </>
  );
}
