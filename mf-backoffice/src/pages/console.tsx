import { Suspense, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@storefront/shared/i18n';
import { LANGUAGE_TAGS, LOCALES, type Locale } from '@storefront/shared/routes';
import { ErrorBoundary, Loading, useNoIndex, usePageMeta } from '@storefront/shared/ui';
import { mayUse, type ConsoleArea } from '@storefront/shared/schemas/backoffice';
import { NS } from '../i18n';
import { saveToken, savedToken, setApiLanguage, whenSignedOut } from '../lib/api';
import { consoleLocale, LANGUAGE_KEY } from '../lib/language';
import { SignIn } from '../features/session/ui/sign-in';
import { fetchMe, logout, type Operator } from '../features/session/api';
import { Orders } from '../features/orders/ui/orders';
import { Reviews } from '../features/reviews/ui/reviews';
import { Customers } from '../features/customers/ui/customers';
import { Catalogue } from '../features/catalogue/ui/catalogue';
import { Releases } from '../features/releases/ui/releases';
import { Operators } from '../features/operators/ui/operators';
import { Audit } from '../features/audit/ui/audit';
import '../styles.css';

const SECTIONS = {
  orders: { area: 'orders', View: Orders },
  reviews: { area: 'reviews', View: Reviews },
  customers: { area: 'customers', View: Customers },
  catalogue: { area: 'catalogue', View: Catalogue },
  releases: { area: 'releases', View: Releases },
  operators: { area: 'operators', View: Operators },
  audit: { area: 'audit', View: Audit },
} as const satisfies Record<string, { area: ConsoleArea; View: (props: { orderNo?: string }) => React.ReactNode }>;
type Section = keyof typeof SECTIONS;

function LanguageSelect({ locale, onChange }: { locale: Locale; onChange(locale: Locale): void }) {
  const { t } = useTranslation(NS);
  return (
    <label className="bo-language">
      {t('language')}
      <select value={locale} onChange={(e) => onChange(e.target.value as Locale)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={LANGUAGE_TAGS[l]}>
            {t(`languages.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

function Workspace({ operator, onSignOut }: { operator: Operator; onSignOut(): void }) {
  const { t } = useTranslation(NS);
  const { section, item } = useParams();
  const allowed = (Object.keys(SECTIONS) as Section[]).filter((s) => mayUse(operator.role, SECTIONS[s].area));
  const current = (section ?? allowed[0]) as Section | undefined;
  const known = !!current && current in SECTIONS;
  const View = known ? SECTIONS[current].View : null;
  return (
    <div className="bo-workspace">
      <nav aria-label={t('nav.label')} className="bo-nav">
        <ul>
          {allowed.map((s) => (
            <li key={s}>
              <NavLink to={`/backoffice/${s}`} aria-current={s === current ? 'page' : undefined}>
                {t(`nav.${s}`)}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className="bo-who">
          {operator.email} · {t(`roles.${operator.role}`)}
        </p>
        <button type="button" className="sf-btn" onClick={onSignOut}>
          {t('signOut')}
        </button>
      </nav>
      <div className="bo-section">
        {!known ? (
          <p role="alert">{t('notFound')}</p>
        ) : !mayUse(operator.role, SECTIONS[current].area) ? (
          <p role="alert" className="bo-error">
            {t('forbidden')}
          </p>
        ) : (
          View && <View key={current} {...(current === 'orders' && item ? { orderNo: item } : {})} />
        )}
      </div>
    </div>
  );
}

/** Signed out: the sign-in; signed in: the sections the operator's role may use. */
function ConsoleBody({ locale, onLocale }: { locale: Locale; onLocale(locale: Locale): void }) {
  const { t } = useTranslation(NS);
  usePageMeta(t('title'));
  const [operator, setOperator] = useState<Operator | null>(null);
  const [checking, setChecking] = useState(() => !!savedToken());
  useEffect(() => {
    whenSignedOut(() => {
      saveToken(null);
      setOperator(null);
    });
    if (!savedToken()) return;
    fetchMe()
      .then(setOperator, () => saveToken(null))
      .finally(() => setChecking(false));
  }, []);
  const signOut = () => {
    void logout().catch(() => undefined);
    saveToken(null);
    setOperator(null);
  };
  return (
    <div className="bo-console" lang={LANGUAGE_TAGS[locale]}>
      <header className="bo-header">
        <p className="bo-brand">{t('title')}</p>
        <LanguageSelect locale={locale} onChange={onLocale} />
      </header>
      {checking ? (
        <Loading />
      ) : operator ? (
        <Workspace operator={operator} onSignOut={signOut} />
      ) : (
        <SignIn
          onSignedIn={(session) => {
            saveToken(session.token);
            setOperator(session.operator);
          }}
        />
      )}
    </div>
  );
}

/**
 * The operators' console at /backoffice/:section?. It speaks its own language (its own i18next instance,
 * so choosing one here leaves the shop's as it was) and is never indexed.
 */
export default function ConsolePage() {
  useNoIndex(true);
  const [locale, setLocale] = useState<Locale>(() =>
    consoleLocale(localStorage.getItem(LANGUAGE_KEY), document.cookie, navigator.languages ?? [navigator.language]),
  );
  const [instance, setInstance] = useState<I18n | null>(null);
  useEffect(() => {
    let live = true;
    setApiLanguage(locale);
    void createI18n(locale, ['shared', NS]).then((i) => live && setInstance(i));
    return () => {
      live = false;
    };
  }, [locale]);
  const choose = useMemo(
    () => (next: Locale) => {
      localStorage.setItem(LANGUAGE_KEY, next);
      setLocale(next);
    },
    [],
  );
  if (!instance) return <Loading />;
  return (
    <I18nextProvider i18n={instance}>
      <ErrorBoundary fallback={<p role="alert">{instance.t('failed', { ns: NS })}</p>}>
        <Suspense fallback={<Loading />}>
          <ConsoleBody locale={locale} onLocale={choose} />
        </Suspense>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
