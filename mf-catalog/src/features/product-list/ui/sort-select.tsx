import { useTranslation } from 'react-i18next';
import { PRODUCT_SORTS, type ProductSort } from '@storefront/shared/contracts/catalog';
import { NS } from '../../../i18n';

/** The list's order; relevance only for a search (it ranks the matches of the words). */
export function SortSelect({ value, onChange, keyword }: { value: ProductSort; onChange(sort: ProductSort): void; keyword: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <label className="cat-sort">
      <span>{t('list.sort')}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as ProductSort)} data-testid="sort-select">
        {PRODUCT_SORTS.filter((s) => keyword || s !== 'relevance').map((s) => (
          <option key={s} value={s}>
            {t(`list.sorts.${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
