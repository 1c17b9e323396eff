import { useTranslation } from 'react-i18next';
import type { Sku } from '@storefront/shared/contracts/catalog';
import { Price } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { priceRange, selectedSku, type Selection } from '../spec-picker';
import type { SpecDef } from '@storefront/shared/contracts/catalog';

/** The chosen SKU's price, or the range the choice so far allows, in the chosen currency. */
export function ProductPrice({ specs, skus, selection }: { specs: SpecDef[]; skus: Sku[]; selection: Selection }) {
  const { t } = useTranslation(NS);
  const sku = selectedSku(specs, skus, selection);
  const range = sku ? { min: sku.price, max: sku.price } : priceRange(skus, selection);
  if (!range) return null;
  return (
    <p className="cat-detail__price" data-testid="detail-price" aria-label={t('detail.price')}>
      <Price value={range.min} className="sf-price cat-price-big" />
      {range.max !== range.min && (
        <>
          <span aria-hidden="true"> – </span>
          <Price value={range.max} className="sf-price cat-price-big" />
        </>
      )}
    </p>
  );
}
