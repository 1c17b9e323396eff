import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { Modal } from '@storefront/shared/ui';
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
  const { pictures, index, author } = viewer;
  return (
    <Modal open title={t('reviews.viewer', { author })} onClose={close}>
      <figure className="cat-viewer" data-testid="picture-viewer">
        <img src={pictures[index]} alt={t('reviews.picture', { n: index + 1, author })} width={SIZE} height={SIZE} />
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
