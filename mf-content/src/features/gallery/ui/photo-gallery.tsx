import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { RequestState } from '../../../components/request-state';
import { NS } from '../../../i18n';
import { $galleryStatus, $photos, galleryLeft, galleryRetried, photoOpened } from '../model';
import { PhotoViewer } from './photo-viewer';

/**
 * The grid of photos (the page's model loads them); each opens the viewer, which hands focus back to the
 * photo it closed on. The first photo is the page's large picture, loaded first; the rest as they scroll in.
 */
export function PhotoGallery() {
  const { t } = useTranslation(NS);
  const [list, status, retry, openPhoto, left] = useUnit([$photos, $galleryStatus, galleryRetried, photoOpened, galleryLeft]);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => () => left(), [left]);

  const focusThumb = useCallback((index: number) => thumbs.current[index]?.focus(), []);

  return (
    <RequestState status={status} hasData={list.length > 0 || status === 'done'} onRetry={retry}>
      <ul className="ct-gallery" data-testid="photo-grid">
        {list.map((photo, i) => (
          <li key={photo.id}>
            <button
              type="button"
              className="ct-gallery__item"
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              onClick={() => openPhoto(i)}
              aria-label={t('photo.open', { title: photo.title })}
              lang={photo.lang}
            >
              <img
                src={photo.url}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? undefined : 'async'}
              />
              <span className="ct-gallery__title" aria-hidden="true">
                {photo.title}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer onClosed={focusThumb} />
    </RequestState>
  );
}
