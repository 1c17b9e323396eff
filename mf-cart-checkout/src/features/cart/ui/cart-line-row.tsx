import { useTranslation } from 'react-i18next';
import { LocaleLink, ProductPicture, usePriceFormatter } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import type { ShownLine } from '../selection';

export function specText(spec: Record<string, string>): string {
  return Object.entries(spec)
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');
}

interface Props {
  line: ShownLine;
  selected: boolean;
  onToggle(skuId: number): void;
  onQuantity(change: { skuId: number; quantity: number }): void;
}

/** One cart line: selection, picture, specification, unit price (and its change), quantity, sub-total. */
export function CartLineRow({ line, selected, onToggle, onQuantity }: Props) {
  const { t } = useTranslation(NS);
  const price = usePriceFormatter();
  const max = Math.max(line.stock, 1);
  const spec = specText(line.spec);
  return (
    <li className={`cc-line${line.selectable ? '' : ' is-disabled'}`} data-testid="cart-line" data-sku={line.skuId}>
      <input
        type="checkbox"
        checked={selected}
        disabled={!line.selectable}
        onChange={() => onToggle(line.skuId)}
        aria-label={t('cart.selectItem', { name: line.name })}
      />
      {line.image ? <ProductPicture src={line.image} alt={line.name} width={80} height={80} sizes="80px" /> : <span />}
      <div>
        <LocaleLink to={`shop/goodDetails/${line.productId}`} className="cc-line__name">
          {line.name}
        </LocaleLink>
        {spec && <p className="cc-line__spec">{spec}</p>}
        {!line.available ? (
          <p className="cc-error-text">{t('cart.unavailable')}</p>
        ) : line.stock <= 0 ? (
          <p className="cc-error-text">{t('cart.outOfStock')}</p>
        ) : line.quantity > line.stock ? (
          <p className="cc-error-text">{t('cart.tooMany', { name: line.name, stock: line.stock })}</p>
        ) : line.stock <= 5 ? (
          <p className="cc-warn">{t('cart.lowStock', { stock: line.stock })}</p>
        ) : null}
      </div>
      <div className="cc-line__cell">
        <span className="cc-label-sm">{t('cart.unitPrice')}</span>
        <span data-testid="unit-price">{price(line.currentPrice)}</span>
        {line.currentPrice !== line.priceWhenAdded && (
          <p className="cc-warn" data-testid="price-changed">
            {t('cart.priceChanged', { price: price(line.priceWhenAdded) })}
          </p>
        )}
      </div>
      <div className="cc-line__cell">
        <span className="cc-qty">
          <button
            type="button"
            aria-label={t('cart.decrease', { name: line.name })}
            disabled={line.quantity <= 1}
            onClick={() => onQuantity({ skuId: line.skuId, quantity: line.quantity - 1 })}
          >
            −
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={line.quantity}
            aria-label={t('cart.quantityOf', { name: line.name })}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (Number.isFinite(n) && n >= 1) onQuantity({ skuId: line.skuId, quantity: n });
            }}
          />
          <button
            type="button"
            aria-label={t('cart.increase', { name: line.name })}
            disabled={line.quantity >= max}
            onClick={() => onQuantity({ skuId: line.skuId, quantity: line.quantity + 1 })}
          >
            +
          </button>
        </span>
      </div>
      <div className="cc-line__cell">
        <span className="cc-label-sm">{t('cart.subtotal')}</span>
        <strong data-testid="line-subtotal">{price(line.currentPrice * line.quantity)}</strong>
      </div>
    </li>
  );
}
