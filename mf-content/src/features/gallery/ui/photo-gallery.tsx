import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@storefront/shared/store';
import { RequestState } from '../../../components/request-state';
import { NS } from '../../../i18n';
import { $galleryStatus, $photos, galleryLeft, galleryOpened, galleryRetried, photoOpened } from '../model';
import { PhotoViewer } from './photo-viewer';

/** The grid of photos; each opens the viewer, which hands focus back to the photo it closed on. */
export function PhotoGallery() {
  const { t } = useTranslation(NS);
  const [locale, list, status, opened, retry, openPhoto, left] = useUnit([$locale, $photos, $galleryStatus, galleryOpened, galleryRetried, photoOpened, galleryLeft]);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    opened({ locale });
  }, [locale, opened]);
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
              <img src={photo.url} alt={photo.alt} width={photo.width} height={photo.height} loading="lazy" decoding="async" />
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
