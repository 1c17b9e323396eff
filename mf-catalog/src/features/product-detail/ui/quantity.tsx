import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';

/** Quantity between 1 and the stock; the buttons and the field never go past either. */
export function Quantity({ value, max, onChange }: { value: number; max: number; onChange(n: number): void }) {
  const { t } = useTranslation(NS);
  const limit = Math.max(1, max);
  return (
    <div className="cat-qty">
      <label htmlFor="cat-qty-input">{t('detail.quantity')}</label>
      <div className="cat-qty__row">
        <button type="button" className="sf-btn" aria-label={t('detail.decrease')} disabled={value <= 1} onClick={() => onChange(value - 1)}>
          −
        </button>
        <input
          id="cat-qty-input"
          type="number"
          inputMode="numeric"
          min={1}
          max={limit}
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
          data-testid="quantity"
        />
        <button type="button" className="sf-btn" aria-label={t('detail.increase')} disabled={value >= limit} onClick={() => onChange(value + 1)}>
          +
        </button>
      </div>
    </div>
  );
}
