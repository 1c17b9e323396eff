import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { MODAL_Z_INDEX } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { $photos, $viewedPhoto, $viewerIndex, firstPressed, lastPressed, nextPressed, previousPressed, viewerClosed } from '../model';

const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The photo viewer, a modal dialog: arrow keys move (wrapping around), Home and End jump to the first
 * and last photo, Escape closes. Focus moves into the dialog, stays there while it is open (Tab cycles
 * its buttons) and goes back to the grid when it closes, via `onClosed`.
 */
export function PhotoViewer({ onClosed }: { onClosed(index: number): void }) {
  const { t } = useTranslation(NS);
  const [photo, index, list, next, previous, first, last, close] = useUnit([
    $viewedPhoto,
    $viewerIndex,
    $photos,
    nextPressed,
    previousPressed,
    firstPressed,
    lastPressed,
    viewerClosed,
  ]);
  const dialog = useRef<HTMLDivElement>(null);
  const lastIndex = useRef<number | null>(null);
  const titleId = useId();
  const open = photo !== null && index !== null;

  if (index !== null) lastIndex.current = index;

  useEffect(() => {
    if (!open) return;
    dialog.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (lastIndex.current !== null) onClosed(lastIndex.current);
    };
  }, [open, onClosed]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const actions: Record<string, () => void> = { ArrowRight: next, ArrowLeft: previous, Home: first, End: last, Escape: close };
    const action = actions[e.key];
    if (action) {
      e.preventDefault();
      e.stopPropagation();
      action();
      return;
    }
    if (e.key === 'Tab' && dialog.current) {
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const active = document.activeElement;
      if (e.shiftKey && (active === firstItem || active === dialog.current)) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && active === lastItem) {
        e.preventDefault();
        firstItem.focus();
      }
    }
  };

  return (
    <div className="ct-viewer" style={{ zIndex: MODAL_Z_INDEX }} onClick={() => close()}>
      <div
        className="ct-viewer__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-hint`}
        tabIndex={-1}
        ref={dialog}
        onKeyDown={onKeyDown}
        onClick={(e) => e.stopPropagation()}
        data-testid="photo-viewer"
      >
        <div className="ct-viewer__bar">
          <h2 id={titleId} lang={photo.lang}>
            {photo.title}
          </h2>
          <p className="ct-viewer__count" aria-live="polite" data-testid="viewer-position">
            {t('photo.position', { index: index + 1, total: list.length })}
          </p>
          <button type="button" className="sf-icon-btn" onClick={() => close()} aria-label={t('photo.close')}>
            ×
          </button>
        </div>
        <figure className="ct-viewer__figure">
          <img src={photo.url} alt={photo.alt} width={photo.width} height={photo.height} lang={photo.lang} loading="lazy" decoding="async" />
        </figure>
        <div className="ct-viewer__nav">
          <button type="button" className="sf-btn" onClick={() => previous()} aria-label={t('photo.prev')}>
            ‹ <span aria-hidden="true">{t('photo.prevShort')}</span>
          </button>
          <p id={`${titleId}-hint`} className="ct-hint">
            {t('photo.hint')}
          </p>
          <button type="button" className="sf-btn" onClick={() => next()} aria-label={t('photo.next')}>
            <span aria-hidden="true">{t('photo.nextShort')}</span> ›
          </button>
        </div>
      </div>
    </div>
  );
}
