import { useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { $cartCount, $isLoggedIn, $userInfo, sessionEnded } from '@storefront/shared/store';
import { apiPost } from '@storefront/shared/api';
import { LocaleLink, useLocalePath } from '@storefront/shared/ui';
import { LanguageSelect } from './language-select';
import { CurrencySelect } from './currency-select';
import { NS } from '../i18n';

function SearchBox() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const [keyword, setKeyword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = keyword.trim();
    navigate(toPath('shop/productList') + (q ? `?keyword=${encodeURIComponent(q)}` : ''));
  };
  return (
    <form className="sf-search" role="search" onSubmit={submit}>
      <label htmlFor="sf-search-input" className="sf-visually-hidden">
        {t('search.label')}
      </label>
      <input id="sf-search-input" type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('search.placeholder')} />
      <button type="submit" className="sf-btn">
        {t('search.submit')}
      </button>
    </form>
  );
}

function AccountEntry() {
  const { t } = useTranslation(NS);
  const [loggedIn, user, endSession] = useUnit([$isLoggedIn, $userInfo, sessionEnded]);
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const location = useLocation();
  if (!loggedIn) {
    return (
      <LocaleLink to={`join?redirect=${encodeURIComponent(location.pathname + location.search)}`} className="sf-header__account">
        {t('account.login')}
      </LocaleLink>
    );
  }
  const logout = async () => {
    await apiPost('/api/logout').catch(() => undefined);
    endSession();
    navigate(toPath(''));
  };
  return (
    <span className="sf-header__account">
      <LocaleLink to="user/setting" className="sf-header__user">
        {user?.avatar ? <img src={user.avatar} alt={t('account.avatarAlt')} width={28} height={28} className="sf-avatar" /> : null}
        <span>{user?.nickname || user?.username || t('account.mine')}</span>
      </LocaleLink>
      <button type="button" className="sf-link-btn" onClick={logout}>
        {t('account.logout')}
      </button>
    </span>
  );
}

export function Header() {
  const { t } = useTranslation(NS);
  const count = useUnit($cartCount);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sf-header">
      <div className="sf-header__top">
        <LocaleLink to="" className="sf-logo" aria-label={t('logo')}>
          {t('brand')}
        </LocaleLink>
        <button type="button" className="sf-menu-btn" aria-expanded={menuOpen} aria-controls="sf-nav" onClick={() => setMenuOpen((v) => !v)}>
          {t('menu')}
        </button>
        <SearchBox />
        <div className="sf-header__tools">
          <LanguageSelect />
          <CurrencySelect />
          <LocaleLink to="shop/goodCart" className="sf-cart-link" aria-label={t('cart.aria', { count })}>
            {t('cart.label')} <span className="sf-badge" data-testid="cart-count">{count}</span>
          </LocaleLink>
          <AccountEntry />
        </div>
      </div>
      <nav id="sf-nav" className={`sf-nav${menuOpen ? ' is-open' : ''}`} aria-label={t('nav.label')} onClick={() => setMenuOpen(false)}>
        <LocaleLink to="">{t('nav.home')}</LocaleLink>
        <LocaleLink to="shop">{t('nav.shop')}</LocaleLink>
        <LocaleLink to="shop/whatisnew">{t('nav.whatsNew')}</LocaleLink>
        <LocaleLink to="blog">{t('nav.blog')}</LocaleLink>
        <LocaleLink to="brandstory">{t('nav.brandStory')}</LocaleLink>
        <LocaleLink to="user/order">{t('nav.orders')}</LocaleLink>
      </nav>
    </header>
  );
}
