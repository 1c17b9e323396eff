import { useTranslation } from 'react-i18next';
import { PRODUCT_SORTS, type ProductSort } from '@storefront/shared/contracts/catalog';
import { NS } from '../../../i18n';

export function SortSelect({ value, onChange }: { value: ProductSort; onChange(sort: ProductSort): void }) {
  const { t } = useTranslation(NS);
  return (
    <label className="cat-sort">
      <span>{t('list.sort')}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as ProductSort)} data-testid="sort-select">
        {PRODUCT_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`list.sorts.${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
