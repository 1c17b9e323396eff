import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { pictureFromUrl } from '@storefront/shared/contracts/picture';
import { ProductPicture } from '@storefront/shared/ui';
import { Modal } from '@storefront/shared/ui/dialog';
import { NS } from '../../../i18n';
import { $viewer, viewerClosed, viewerMoved } from '../model';

const SIZE = 640;

/** A review's pictures, large: arrow keys or buttons move, Escape or the close button leaves. */
export function PictureViewer() {
  const { t } = useTranslation(NS);
  const [viewer, move, close] = useUnit([$viewer, viewerMoved, viewerClosed]);
  useEffect(() => {
    if (!viewer) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') move(1);
      if (e.key === 'ArrowLeft') move(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [viewer, move]);
  if (!viewer) return null;
  const { pictures, placeholders, index, author } = viewer;
  // A photo's address gives its shape: the box is the picture's, so nothing moves when it arrives.
  const photo = pictureFromUrl(pictures[index], placeholders?.[index]);
  const height = photo ? Math.round((SIZE * photo.height) / photo.width) : SIZE;
  return (
    <Modal open title={t('reviews.viewer', { author })} onClose={close}>
      <figure className="cat-viewer" data-testid="picture-viewer">
        <ProductPicture
          key={pictures[index]}
          picture={photo}
          src={pictures[index]}
          alt={t('reviews.picture', { n: index + 1, author })}
          width={SIZE}
          height={height}
          sizes={`(max-width: ${SIZE + 60}px) 90vw, ${SIZE}px`}
          priority
        />
        <figcaption>{t('reviews.pictureOf', { n: index + 1, count: pictures.length })}</figcaption>
      </figure>
      {pictures.length > 1 && (
        <div className="sf-modal__actions">
          <button type="button" className="sf-btn" onClick={() => move(-1)}>
            {t('reviews.prev')}
          </button>
          <button type="button" className="sf-btn" onClick={() => move(1)}>
            {t('reviews.next')}
          </button>
        </div>
      )}
    </Modal>
  );
}
