import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { usePageMeta, useLocalePath } from '@storefront/shared/ui';
import { NS } from '../i18n';
import './account.css';

const LINKS = [
  ['user/order', 'nav.orders'],
  ['user/order/rated', 'nav.rated'],
  ['user/order/refund', 'nav.refunds'],
  ['user/review', 'nav.reviews'],
  ['user/collection', 'nav.collection'],
  ['user/coupon', 'nav.coupons'],
  ['user/mail', 'nav.mail'],
  ['user/address', 'nav.address'],
  ['user/setting', 'nav.setting'],
] as const;

/** The personal area's frame: the side menu of user/* pages and the page heading. */
export function AccountLayout({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation(NS);
  const toPath = useLocalePath();
  usePageMeta(`${title} · ${t('section')}`, t('metaDescription'));
  return (
    <div className="acc-layout sf-page sf-page--private">
      <nav className="acc-nav" aria-label={t('nav.label')}>
        <h2 className="acc-nav__title">{t('section')}</h2>
        <ul>
          {LINKS.map(([path, key]) => (
            <li key={path}>
              <NavLink to={toPath(path)} end className={({ isActive }) => (isActive ? 'is-active' : undefined)}>
                {t(key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="acc-main" aria-labelledby="acc-title">
        <header className="acc-main__head">
          <h1 id="acc-title">{title}</h1>
          {actions}
        </header>
        {children}
      </section>
    </div>
  );
}

/** Tabs as links or buttons with aria-selected; the caller owns the state. */
export function Tabs<K extends string>({
  tabs,
  current,
  onChange,
  label,
}: {
  tabs: readonly { key: K; label: string }[];
  current: K;
  onChange(key: K): void;
  label: string;
}) {
  return (
    <div
      className="acc-tabs"
      role="tablist"
      aria-label={label}
      onKeyDown={(e) => {
        // Arrow keys move between tabs (WAI-ARIA tabs pattern); only the chosen tab is in the tab order.
        const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
        if (!step) return;
        const i = tabs.findIndex((tab) => tab.key === current);
        const next = tabs[(i + step + tabs.length) % tabs.length];
        onChange(next.key);
        (e.currentTarget.querySelector(`[data-key="${next.key}"]`) as HTMLElement | null)?.focus();
      }}
    >
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          data-key={tab.key}
          aria-selected={tab.key === current}
          tabIndex={tab.key === current ? 0 : -1}
          className={tab.key === current ? 'is-active' : undefined}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
