import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LocaleLink } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { $created, $notice, $quote, $quoting, $step } from '../model';
import { AddressStep } from './address-step';
import { CreatedPanel } from './created-panel';
import { ShippingStep } from './shipping-step';
import { Summary } from './summary';

/** shop/placeAnOrder for the cart lines (SKU ids) chosen on the cart page; the page's model opens it. */
export function CheckoutView({ skuIds }: { skuIds: number[] }) {
  const { t } = useTranslation(NS);
  const [step, quote, quoting, notice, created] = useUnit([$step, $quote, $quoting, $notice, $created]);

  if (skuIds.length === 0) {
    return (
      <EmptyState>
        <p>{t('checkout.noItems')}</p>
        <LocaleLink to="shop/goodCart" className="sf-btn">
          {t('checkout.backToCart')}
        </LocaleLink>
      </EmptyState>
    );
  }

  return (
    <div className="cc-section">
      <ol className="cc-steps">
        <li aria-current={step === 'information' ? 'step' : undefined}>{t('checkout.stepInformation')}</li>
        <li aria-current={step === 'shipping' ? 'step' : undefined}>{t('checkout.stepShipping')}</li>
      </ol>
      {notice && (
        <p className="cc-notice cc-notice--error" role="alert" data-testid="checkout-notice">
          {'key' in notice ? t(notice.key) : notice.text}
        </p>
      )}
      <div className="cc-checkout">
        <div className="cc-section">{created ? <CreatedPanel /> : step === 'information' ? <AddressStep /> : <ShippingStep />}</div>
        <Summary quote={created ? created.order : quote} busy={quoting} />
      </div>
    </div>
  );
}
