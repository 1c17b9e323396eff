import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** A 0-5 rating as five stars (rounded to halves) with the number for screen readers. */
export function Stars({ value, label }: { value: number; label?: string }) {
  const { t } = useTranslation(NS);
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className="cat-stars" role="img" aria-label={label ?? t('rating.outOfFive', { rating: value.toFixed(1) })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} aria-hidden="true" className={rounded >= i ? 'is-full' : rounded >= i - 0.5 ? 'is-half' : undefined}>
          ★
        </span>
      ))}
    </span>
  );
}
