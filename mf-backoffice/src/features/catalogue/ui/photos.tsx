import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_PHOTO_MAX_BYTES, PRODUCT_PHOTO_TYPES, type ConsoleProductPhoto, type ProductPhotos } from '@storefront/shared/schemas/backoffice';
import { Loading, ProductPicture } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import type { ConsoleError } from '../../../lib/api';
import { useConfirm } from '../../../lib/confirm';
import { fetchPhotos, orderPhotos, removePhoto, uploadPhoto } from '../api';
import { ErrorNote } from '../../../lib/notes';

const THUMB = 120;
const MB = PRODUCT_PHOTO_MAX_BYTES / 1024 / 1024;

const pictureOf = (image: ConsoleProductPhoto) =>
  image.widths ? { src: image.url, width: image.width, height: image.height, widths: image.widths, placeholder: image.placeholder } : null;

/**
 * A product's gallery in the shop's order: add a photo (it goes last), move one earlier or later, remove
 * one after a confirmation. Buttons that cannot act now say so (aria-disabled) instead of vanishing, so
 * the keyboard's place survives a move; the server's answer is the gallery shown next.
 */
export function PhotoGallery({ productId, name }: { productId: number; name: string }) {
  const { t } = useTranslation(NS);
  const ids = { title: useId(), input: useId(), hint: useId(), caption: useId() };
  const { ask, dialog } = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const [images, setImages] = useState<ConsoleProductPhoto[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchPhotos(productId).then(
      (gallery) => live && setImages(gallery.images),
      (e: ConsoleError) => live && setProblem(e.message),
    );
    return () => {
      live = false;
    };
  }, [productId]);

  // The input is disabled while a photo is sent, which takes the focus away: it gets it back once enabled.
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    input.current?.focus();
  }, [busy]);

  const change = (work: () => Promise<ProductPhotos>, message: string) => {
    setBusy(true);
    setProblem(null);
    setDone(null);
    work()
      .then(
        (gallery) => {
          setImages(gallery.images);
          setDone(message);
        },
        (e: ConsoleError) => setProblem(e.message),
      )
      .finally(() => {
        setBusy(false);
        setSent(null);
      });
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a refusal is a new choice.
    event.target.value = '';
    if (!file) return;
    if (!(PRODUCT_PHOTO_TYPES as readonly string[]).includes(file.type)) return setProblem(t('catalogue.photoType'));
    if (file.size > PRODUCT_PHOTO_MAX_BYTES) return setProblem(t('catalogue.photoTooLarge', { mb: MB }));
    setSent(0);
    refocus.current = true;
    change(() => uploadPhoto(productId, file, setSent), t('catalogue.photoAdded'));
  };

  const move = (from: number, to: number) => {
    if (busy || !images || to < 0 || to >= images.length) return;
    const order = images.map((image) => image.id);
    [order[from], order[to]] = [order[to]!, order[from]!];
    change(() => orderPhotos(productId, order), t('catalogue.saved'));
  };

  const remove = (image: ConsoleProductPhoto, n: number) => {
    if (busy) return;
    ask(t('catalogue.removePhoto'), t('catalogue.confirmRemovePhoto', { n, name }), () =>
      change(() => removePhoto(productId, image.id), t('catalogue.photoRemoved')),
    );
  };

  const total = images?.length ?? 0;
  return (
    <section aria-labelledby={ids.title} aria-busy={busy} className="bo-photos">
      <h3 id={ids.title}>{t('catalogue.photos')}</h3>
      {images === null && !problem && <Loading />}
      {images && (
        <ol className="bo-photos__list">
          {images.map((image, i) => (
            <li key={image.id} data-testid="product-photo" data-url={image.url}>
              <ProductPicture
                className="bo-photos__thumb"
                picture={pictureOf(image)}
                src={image.url}
                alt={t('catalogue.photoAlt', { name, n: i + 1, total })}
                width={THUMB}
                height={THUMB}
                sizes={`${THUMB}px`}
              />
              <p id={`${ids.caption}-${image.id}`} className="bo-photos__caption">
                {t('catalogue.photoPosition', { n: i + 1, total })}
                {i === 0 && <strong> · {t('catalogue.photoMain')}</strong>}
              </p>
              <div className="bo-photos__actions">
                <button
                  type="button"
                  className="sf-btn"
                  aria-describedby={`${ids.caption}-${image.id}`}
                  aria-disabled={busy || i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  {t('catalogue.moveEarlier')}
                </button>
                <button
                  type="button"
                  className="sf-btn"
                  aria-describedby={`${ids.caption}-${image.id}`}
                  aria-disabled={busy || i === total - 1}
                  onClick={() => move(i, i + 1)}
                >
                  {t('catalogue.moveLater')}
                </button>
                <button
                  type="button"
                  className="sf-btn"
                  aria-describedby={`${ids.caption}-${image.id}`}
                  aria-disabled={busy}
                  onClick={() => remove(image, i + 1)}
                >
                  {t('catalogue.remove')}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="bo-form">
        <label htmlFor={ids.input}>{t('catalogue.addPhoto')}</label>
        <input
          ref={input}
          id={ids.input}
          type="file"
          accept={PRODUCT_PHOTO_TYPES.join(',')}
          aria-describedby={ids.hint}
          disabled={busy || images === null}
          onChange={chosen}
        />
        <p id={ids.hint} className="bo-muted">
          {t('catalogue.photoHint', { mb: MB })}
        </p>
      </div>
      {sent !== null && (
        <p className="bo-photos__progress">
          <span>{t('catalogue.uploading')}</span> <progress max={1} value={sent} aria-label={t('catalogue.uploading')} />
        </p>
      )}
      <ErrorNote message={problem} />
      <p role="status">{done}</p>
      {dialog}
    </section>
  );
}
