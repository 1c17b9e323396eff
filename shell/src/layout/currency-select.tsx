import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $moneyList, $moneyType, moneyTypeChosen } from '@storefront/shared/store';
import { NS } from '../i18n';

/** Choosing a currency sets the moneyType cookie; every Price re-renders at once. */
export function CurrencySelect() {
  const { t } = useTranslation(NS);
  const [current, list, choose] = useUnit([$moneyType, $moneyList, moneyTypeChosen]);
  return (
    <label className="sf-select">
      <span className="sf-visually-hidden">{t('currency.label')}</span>
      <select
        value={current.currency}
        data-testid="currency-select"
        onChange={(e) => {
          const next = list.find((m) => m.currency === e.target.value);
          if (next) choose(next);
        }}
      >
        {(list.length ? list : [current]).map((m) => (
          <option key={m.currency} value={m.currency}>
            {m.currency} {m.symbol}
          </option>
        ))}
      </select>
    </label>
  );
}
