import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { couponClaimBodySchema, COUPON_STATES, type CouponState } from '@storefront/shared/schemas/checkout';
import { EmptyState, ErrorState, Loading, Price } from '@storefront/shared/ui';
import { FieldError, fieldProps } from '@storefront/shared/ui/field-error';
import { MESSAGE_NS, NS } from '../../../i18n';
import { day } from '../../../lib/date';
import { Tabs } from '../../../ui/account-layout';
import { $claimedCount, $coupons, $failed, $isClaiming, $tab, codeClaimed, couponsOpened, tabChosen } from '../model';

function ClaimForm() {
  const { t } = useTranslation(NS);
  const [claim, claiming, claimed] = useUnit([codeClaimed, $isClaiming, $claimedCount]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ code: string }>({ resolver: zodResolver(couponClaimBodySchema) as never, mode: 'onChange', defaultValues: { code: '' } });
  useEffect(() => {
    if (claimed) reset({ code: '' });
  }, [claimed, reset]);
  return (
    <form className="acc-row" style={{ justifyContent: 'flex-start', alignItems: 'flex-start' }} noValidate onSubmit={handleSubmit(claim)}>
      <div className="sf-field" style={{ marginBottom: 0 }}>
        <label htmlFor="coupon-code" className="sf-visually-hidden">
          {t('coupons.code')}
        </label>
        <input {...register('code')} {...fieldProps('coupon-code', errors.code)} placeholder={t('coupons.codePlaceholder')} autoComplete="off" />
        <FieldError id="coupon-code-error" message={errors.code?.message} ns={MESSAGE_NS} />
      </div>
      <button type="submit" className="sf-btn sf-btn--primary" disabled={claiming}>
        {t('coupons.claim')}
      </button>
    </form>
  );
}

/** Promo codes: to be used, used, expired; a code can be claimed. */
export function CouponCenter() {
  const { t } = useTranslation(NS);
  const [tab, coupons, failed, opened, choose] = useUnit([$tab, $coupons, $failed, couponsOpened, tabChosen]);
  const tabs = COUPON_STATES.map((key) => ({ key, label: t(`coupons.states.${key}`) }));
  return (
    <>
      <ClaimForm />
      <Tabs<CouponState> tabs={tabs} current={tab} onChange={choose} label={t('coupons.tabs')} />
      {failed ? (
        <ErrorState onRetry={opened} />
      ) : !coupons ? (
        <Loading />
      ) : coupons.length === 0 ? (
        <EmptyState>{t('coupons.empty')}</EmptyState>
      ) : (
        <ul className="acc-grid acc-list" role="tabpanel" data-testid="coupon-list">
          {coupons.map((c) => (
            <li key={c.id} className={`sf-card acc-coupon${c.state === 'unused' ? '' : ' is-dim'}`} data-testid="coupon">
              <strong style={{ fontSize: '1.3rem' }}>{c.kind === 'percent' ? t('coupons.percentOff', { value: c.value }) : <Price value={c.value} />}</strong>
              {c.origin !== 'campaign' && (
                <span className="acc-muted" data-testid="coupon-origin">
                  {t(`coupons.origins.${c.origin}`)}
                </span>
              )}
              <span>
                {t('coupons.code')}: <code data-testid="coupon-code">{c.code}</code>
              </span>
              <span>
                {t('coupons.minSpend')}: {c.minSpend > 0 ? <Price value={c.minSpend} /> : t('coupons.noMinimum')}
              </span>
              <span className="acc-muted">
                {t('coupons.validUntil')}: {day(c.validUntil)}
              </span>
              {c.state === 'used' && c.orderNo ? (
                <span className="acc-muted">
                  {t('coupons.usedOn')}: {c.orderNo}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
