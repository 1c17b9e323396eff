import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { refundFormSchema, type RefundForm } from '@storefront/shared/schemas/account';
import type { Order } from '@storefront/shared/schemas/checkout';
import { minorToDecimal } from '@storefront/shared/money';
import { useMoneyFormatter } from '@storefront/shared/ui';
import { FieldError, fieldProps } from '@storefront/shared/ui/field-error';
import { MESSAGE_NS, NS } from '../../../i18n';
import { $isApplying, $order, $orderLoading, refundSubmitted } from '../model';

function ApplyForm({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const [submit, applying] = useUnit([refundSubmitted, $isApplying]);
  const money = useMoneyFormatter();
  const max = order.local.actualPayment;
  const schema = useMemo(() => refundFormSchema(max, order.currency), [max, order.currency]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RefundForm>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: { reason: '', amount: minorToDecimal(max, order.currency) } });
  return (
    <form className="acc-form sf-card" noValidate onSubmit={handleSubmit(submit)} aria-labelledby="rf-title" data-testid="refund-form">
      <h2 id="rf-title">{t('refunds.apply', { orderNo: order.orderNo })}</h2>
      <p className="acc-muted">{t('refunds.paid', { amount: money(max, order.currency) })}</p>
      <div className="sf-field">
        <label htmlFor="rf-amount">{t('refunds.amount', { currency: order.currency })}</label>
        <input inputMode="decimal" {...register('amount')} {...fieldProps('rf-amount', errors.amount)} />
        <FieldError id="rf-amount-error" message={errors.amount?.message} ns={MESSAGE_NS} />
      </div>
      <div className="sf-field">
        <label htmlFor="rf-reason">{t('refunds.reason')}</label>
        <textarea rows={3} maxLength={500} {...register('reason')} {...fieldProps('rf-reason', errors.reason)} />
        <FieldError id="rf-reason-error" message={errors.reason?.message} ns={MESSAGE_NS} />
      </div>
      <div className="acc-actions">
        <button type="submit" className="sf-btn sf-btn--primary" disabled={applying}>
          {t('refunds.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * The application form's frame while its order loads: the same heading, fields and button without values,
 * so the refund list below does not move when the order arrives.
 */
function ApplyFormPlaceholder() {
  const { t } = useTranslation(NS);
  const blank = '\u00a0';
  return (
    <form className="acc-form sf-card" aria-busy="true" aria-labelledby="rf-title" data-testid="refund-form-placeholder" onSubmit={(e) => e.preventDefault()}>
      <h2 id="rf-title">{blank}</h2>
      <p className="acc-muted">{blank}</p>
      <div className="sf-field">
        <label htmlFor="rf-amount">{t('refunds.amount', { currency: '' })}</label>
        <input id="rf-amount" inputMode="decimal" disabled />
      </div>
      <div className="sf-field">
        <label htmlFor="rf-reason">{t('refunds.reason')}</label>
        <textarea id="rf-reason" rows={3} disabled />
      </div>
      <div className="acc-actions">
        <button type="submit" className="sf-btn sf-btn--primary" disabled>
          {t('refunds.submit')}
        </button>
      </div>
    </form>
  );
}

/** Apply for a refund of an order: reason, and an amount up to what was paid. `expected` while the address names an order. */
export function RefundApply({ expected = false }: { expected?: boolean }) {
  const { t } = useTranslation(NS);
  const [order, loading] = useUnit([$order, $orderLoading]);
  if (!order) return expected && loading !== false ? <ApplyFormPlaceholder /> : null;
  if (!order.actions.includes('refund')) return <p className="sf-card">{t('refunds.notAllowed', { orderNo: order.orderNo })}</p>;
  return <ApplyForm key={order.id} order={order} />;
}
