import { useUnit } from 'effector-react';
import { $locale, $moneyType } from '../store/shop';
import { formatPrice } from '../format';
import { formatMoney } from '../money';

/** A USD minor-unit amount shown in the chosen currency, rounded down, as the page's language writes it. */
export function Price({ value, className }: { value: number; className?: string }) {
  const format = usePriceFormatter();
  return <span className={className ?? 'sf-price'}>{format(value)}</span>;
}

export function usePriceFormatter() {
  const [moneyType, locale] = useUnit([$moneyType, $locale]);
  return (value: number) => formatPrice(value, moneyType, locale);
}

/** Amounts already in a currency's minor units (an order's figures) as the page's language writes them. */
export function useMoneyFormatter() {
  const locale = useUnit($locale);
  return (minor: number, currency: string) => formatMoney(minor, currency, locale);
}
