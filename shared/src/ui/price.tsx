import { useUnit } from 'effector-react';
import { $moneyType } from '../store/shop';
import { formatPrice } from '../format';

/** A USD minor-unit amount shown in the chosen currency, rounded down. */
export function Price({ value, className }: { value: number; className?: string }) {
  const moneyType = useUnit($moneyType);
  return <span className={className ?? 'sf-price'}>{formatPrice(value, moneyType)}</span>;
}

export function usePriceFormatter() {
  const moneyType = useUnit($moneyType);
  return (value: number) => formatPrice(value, moneyType);
}
