import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formatInCurrency, formatMoney, formatRate } from '@storefront/shared/format';
import { $locale } from '@storefront/shared/store';
import type { Quote } from '@storefront/shared/schemas/checkout';
import { NS } from '../../../i18n';

/** The figures exactly as the server computed them, in the order's currency. */
type Figures = Pick<Quote, 'local' | 'currency' | 'exRate' | 'taxRate' | 'freight'> & { freeFreightOver?: number | null };

export function Summary({ quote, busy }: { quote: Figures | null; busy: boolean }) {
  const { t } = useTranslation(NS);
  const locale = useUnit($locale);
  if (!quote) return null;
  const money = (minor: number) => formatMoney(minor, quote.currency, locale);
  const rows: [string, string, string][] = [
    ['subtotal', t('checkout.subtotal'), money(quote.local.subtotal)],
    ['freight', t('checkout.freight'), money(quote.local.freight)],
    ['serviceCharge', t('checkout.serviceCharge'), money(quote.local.serviceCharge)],
    ['tax', t('checkout.tax', { rate: formatRate(quote.taxRate) }), money(quote.local.tax)],
    ['discount', t('checkout.discount'), `−${money(quote.local.discount)}`],
  ];
  return (
    <section className="cc-card cc-summary cc-section" aria-labelledby="cc-summary-title" aria-busy={busy} data-testid="order-summary">
      <h2 id="cc-summary-title">{t('checkout.summaryHeading')}</h2>
      <dl>
        {rows.map(([key, label, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd data-testid={`summary-${key}`}>{value}</dd>
          </div>
        ))}
        <dt className="cc-summary__total">{t('checkout.actualPayment')}</dt>
        <dd className="cc-summary__total" data-testid="summary-actualPayment">
          {money(quote.local.actualPayment)}
        </dd>
      </dl>
      {quote.freeFreightOver != null && quote.freight > 0 && (
        <p className="cc-muted">{t('checkout.freeFreight', { amount: formatInCurrency(quote.freeFreightOver, quote, locale) })}</p>
      )}
      <p className="cc-muted">{t('checkout.delivery')}</p>
    </section>
  );
}
