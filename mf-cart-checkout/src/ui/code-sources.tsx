import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@storefront/shared/ui';
import { NS } from '../i18n';

/** Where promo codes come from: the newsletter signup and the account's coupons, after a lead sentence. */
export function CodeSources({ lead, testId }: { lead: ReactNode; testId: string }) {
  const { t } = useTranslation(NS);
  return (
    <p className="cc-muted" data-testid={testId}>
      {lead} {/* The signup form sits in the shell's footer on every page. */}
      <a href="#newsletter">{t('checkout.codeSourceNewsletter')}</a>
      {' · '}
      <LocaleLink to="user/coupon">{t('checkout.codeSourceAccount')}</LocaleLink>
    </p>
  );
}
