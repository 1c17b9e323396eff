import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { $cartCount, $isLoggedIn, $sessionKnown, $userInfo } from '@storefront/shared/store';
import { LocaleLink, ProductPicture, useLocalePath } from '@storefront/shared/ui';
import { LanguageSelect } from './language-select';
import { CurrencySelect } from './currency-select';
import { NS } from '../i18n';
import { logoutClicked } from '../model/layout';
import type { ComboState, SuggestionsHandle } from './search-suggestions';

// The suggestions' code and requests wait for the shopper to use the search box (first focus or input).
const SearchSuggestions = lazy(() => import(/* webpackChunkName: "search-suggestions" */ './search-suggestions'));
const LIST_ID = 'sf-search-list';

/**
 * The keyword search as a combobox: typing offers products and categories (loaded on first use); Enter
 * without a chosen option searches the words as typed.
 */
function SearchBox() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const [keyword, setKeyword] = useState('');
  const [wanted, setWanted] = useState(false);
  const [combo, setCombo] = useState<ComboState>({ expanded: false });
  // Left or searched: the list stays shut even if its code or an answer arrives only afterwards; typing
  // or the arrow keys open it again.
  const [dismissed, setDismissed] = useState(false);
  const expanded = combo.expanded && !dismissed;
  const suggestions = useRef<SuggestionsHandle | null>(null);
  const want = () => setWanted(true);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDismissed(true);
    suggestions.current?.close();
    const q = keyword.trim();
    navigate(toPath('shop/productList') + (q ? `?keyword=${encodeURIComponent(q)}` : ''));
  };
  return (
    <form className="sf-search" role="search" onSubmit={submit}>
      <label htmlFor="sf-search-input" className="sf-visually-hidden">
        {t('search.label')}
      </label>
      <div className="sf-search__box">
        <input
          id="sf-search-input"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={LIST_ID}
          aria-activedescendant={expanded ? combo.activeId : undefined}
          autoComplete="off"
          value={keyword}
          onChange={(e) => {
            want();
            setDismissed(false);
            setKeyword(e.target.value);
          }}
          onFocus={want}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') setDismissed(false);
            suggestions.current?.keyDown(e);
          }}
          onBlur={() => {
            setDismissed(true);
            suggestions.current?.close();
          }}
          placeholder={t('search.placeholder')}
        />
        <div id={LIST_ID} role="listbox" aria-label={t('search.suggestions')} className="sf-suggest" hidden={!expanded}>
          {wanted && (
            <Suspense fallback={null}>
              <SearchSuggestions query={keyword} listId={LIST_ID} handle={suggestions} onState={setCombo} />
            </Suspense>
          )}
        </div>
      </div>
      <button type="submit" className="sf-btn sf-search__submit">
        <SearchIcon />
        <span className="sf-search__text">{t('search.submit')}</span>
      </button>
    </form>
  );
}

function AccountEntry() {
  const { t } = useTranslation(NS);
  const [sessionKnown, loggedIn, user, logOut] = useUnit([$sessionKnown, $isLoggedIn, $userInfo, logoutClicked]);
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const location = useLocation();
  // The server renders every public page once for all shoppers (a shared cache keeps it), and hydration
  // must match it: until the browser has read its session the slot is held, same size, showing no one.
  if (!sessionKnown) {
    return (
      <span className="sf-header__account sf-header__account--pending" aria-busy="true" data-testid="account-pending">
        <span className="sf-header__account-placeholder" aria-hidden="true">
          {t('account.login')}
        </span>
      </span>
    );
  }
  if (!loggedIn) {
    return (
      <LocaleLink to={`join?redirect=${encodeURIComponent(location.pathname + location.search)}`} className="sf-header__account">
        {t('account.login')}
      </LocaleLink>
    );
  }
  const logout = () => {
    logOut();
    navigate(toPath(''));
  };
  return (
    <span className="sf-header__account">
      <LocaleLink to="user/setting" className="sf-header__user">
        {user?.avatar ? <ProductPicture src={user.avatar} alt={t('account.avatarAlt')} width={28} height={28} sizes="28px" className="sf-avatar" /> : null}
        <span>{user?.nickname || user?.username || t('account.mine')}</span>
      </LocaleLink>
      <button type="button" className="sf-link-btn" onClick={logout}>
        {t('account.logout')}
      </button>
    </span>
  );
}

const icon = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

function SearchIcon() {
  return (
    <svg {...icon} className="sf-icon sf-search__icon">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg {...icon} className="sf-icon">
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9.5" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg {...icon} className="sf-icon">
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/**
 * One header for every width: logo, search, cart and (on a phone) the menu button share one row. On a phone
 * the menu panel holds the navigation, language, currency and account; on a wider screen the panel's parts
 * take their places in the header (CSS only, so the server's markup is the one the browser hydrates).
 */
export function Header() {
  const { t } = useTranslation(NS);
  const count = useUnit($cartCount);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, search } = useLocation();
  // Another page: the menu has done its job.
  useEffect(() => setMenuOpen(false), [pathname, search]);
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    document.getElementById('sf-menu-btn')?.focus();
  };
  return (
    <header className="sf-header" onKeyDown={closeOnEscape}>
      <div className="sf-header__bar">
        <LocaleLink to="" className="sf-logo" aria-label={t('logo')}>
          {t('brand')}
        </LocaleLink>
        <SearchBox />
        <LocaleLink to="shop/goodCart" className="sf-cart-link" aria-label={t('cart.aria', { count })}>
          <CartIcon />
          <span className="sf-cart-link__text">{t('cart.label')}</span>{' '}
          <span className="sf-badge" data-testid="cart-count">
            {count}
          </span>
        </LocaleLink>
        <button
          type="button"
          id="sf-menu-btn"
          className="sf-menu-btn"
          aria-expanded={menuOpen}
          aria-controls="sf-menu"
          aria-label={t('menu')}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <MenuIcon open={menuOpen} />
        </button>
        <div id="sf-menu" className={`sf-menu${menuOpen ? ' is-open' : ''}`}>
          <div className="sf-header__tools">
            <LanguageSelect />
            <CurrencySelect />
            <AccountEntry />
          </div>
          <nav className="sf-nav" aria-label={t('nav.label')} onClick={() => setMenuOpen(false)}>
            <LocaleLink to="">{t('nav.home')}</LocaleLink>
            <LocaleLink to="shop">{t('nav.shop')}</LocaleLink>
            <LocaleLink to="shop/whatisnew">{t('nav.whatsNew')}</LocaleLink>
            <LocaleLink to="blog">{t('nav.blog')}</LocaleLink>
            <LocaleLink to="brandstory">{t('nav.brandStory')}</LocaleLink>
            <LocaleLink to="user/order">{t('nav.orders')}</LocaleLink>
          </nav>
        </div>
      </div>
    </header>
  );
}
