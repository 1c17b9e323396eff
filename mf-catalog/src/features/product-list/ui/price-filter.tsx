import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { convertPrice } from '@storefront/shared/format';
import { $moneyType } from '@storefront/shared/store';
import { NS } from '../../../i18n';
import { toUsdMinor } from '../list-query';
import { $facets } from '../model';

/** Price range typed in the chosen currency; the URL keeps it in USD minor units. The matches' own range is the placeholder. */
export function PriceFilter({ min, max, onApply }: { min?: number; max?: number; onApply(range: { minPrice?: number; maxPrice?: number }): void }) {
  const { t } = useTranslation(NS);
  const [moneyType, facets] = useUnit([$moneyType, $facets]);
  const shown = (v?: number) => (v === undefined ? '' : String(convertPrice(v, moneyType)));
  const [from, setFrom] = useState(shown(min));
  const [to, setTo] = useState(shown(max));
  useEffect(() => {
    setFrom(shown(min));
    setTo(shown(max));
    // Re-read when the URL or the currency changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [min, max, moneyType]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    let minPrice = toUsdMinor(from, moneyType.ex_rate, moneyType.currency);
    let maxPrice = toUsdMinor(to, moneyType.ex_rate, moneyType.currency);
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
    onApply({ minPrice, maxPrice });
  };
  return (
    <form className="cat-filter cat-price" onSubmit={submit} aria-labelledby="cat-price-title">
      <h2 className="cat-filter__title" id="cat-price-title">
        {t('list.price', { currency: moneyType.symbol })}
      </h2>
      <div className="cat-price__row">
        <label>
          <span className="sf-visually-hidden">{t('list.minPrice')}</span>
          <input
            inputMode="decimal"
            placeholder={facets?.price ? shown(facets.price.min) : t('list.min')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            data-testid="min-price"
          />
        </label>
        <span aria-hidden="true">–</span>
        <label>
          <span className="sf-visually-hidden">{t('list.maxPrice')}</span>
          <input
            inputMode="decimal"
            placeholder={facets?.price ? shown(facets.price.max) : t('list.max')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            data-testid="max-price"
          />
        </label>
      </div>
      <div className="cat-price__row">
        <button type="submit" className="sf-btn">
          {t('list.apply')}
        </button>
        {(min !== undefined || max !== undefined) && (
          <button type="button" className="sf-link-btn" onClick={() => onApply({ minPrice: undefined, maxPrice: undefined })}>
            {t('list.clearPrice')}
          </button>
        )}
      </div>
    </form>
  );
}
