import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGER_COUNT, PAGE_SIZES } from './constants';

/** Page numbers to show: at most `count` buttons, with 0 standing for a gap. */
export function pagerItems(page: number, pages: number, count = PAGER_COUNT): number[] {
  if (pages <= count) return Array.from({ length: pages }, (_, i) => i + 1);
  const inner = count - 2;
  let start = Math.max(2, page - Math.floor((inner - 1) / 2));
  let end = start + inner - 1;
  if (end >= pages) {
    end = pages - 1;
    start = end - inner + 1;
  }
  const items = [1];
  if (start > 2) items.push(0);
  for (let i = start; i <= end; i++) items.push(i);
  if (end < pages - 1) items.push(0);
  items.push(pages);
  // Gaps take a button's place, so trim the inner run to keep `count` items.
  while (items.length > count) {
    const gapIdx = items.indexOf(0) === 1 && page > pages / 2 ? 2 : items.length - 3;
    items.splice(gapIdx, 1);
  }
  return items;
}

export interface PagerProps {
  page: number;
  size?: number;
  total: number;
  onChange(next: { page: number; size: number }): void;
}

export function Pager({ page, size = DEFAULT_PAGE_SIZE, total, onChange }: PagerProps) {
  const { t } = useTranslation('shared');
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav className="sf-pager" aria-label={t('pager.label')}>
      <span className="sf-pager__total">{t('pager.total', { total })}</span>
      <button type="button" disabled={page <= 1} onClick={() => onChange({ page: page - 1, size })} aria-label={t('pager.prev')}>
        ‹
      </button>
      {pagerItems(page, pages).map((p, i) =>
        p === 0 ? (
          <span key={`gap${i}`} className="sf-pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            type="button"
            key={p}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: p })}
            className={p === page ? 'is-active' : undefined}
            onClick={() => onChange({ page: p, size })}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" disabled={page >= pages} onClick={() => onChange({ page: page + 1, size })} aria-label={t('pager.next')}>
        ›
      </button>
      <label className="sf-pager__size">
        <span className="sf-visually-hidden">{t('pager.perPage')}</span>
        <select value={size} onChange={(e) => onChange({ page: 1, size: Number(e.target.value) })}>
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {t('pager.pageSize', { size: s })}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
