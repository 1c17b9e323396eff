import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@storefront/shared/ui';
import { NS } from '../../../i18n';

export function Hero() {
  const { t } = useTranslation(NS);
  return (
    <section className="cat-hero" aria-labelledby="cat-hero-title">
      <div className="cat-hero__text">
        <h1 id="cat-hero-title">{t('home.heroTitle')}</h1>
        <p>{t('home.heroText')}</p>
        <div className="cat-hero__actions">
          <LocaleLink to="shop" className="sf-btn sf-btn--primary">
            {t('home.heroCta')}
          </LocaleLink>
          <LocaleLink to="shop/whatisnew" className="sf-btn">
            {t('home.heroNew')}
          </LocaleLink>
        </div>
      </div>
      <svg className="cat-hero__art" viewBox="0 0 200 140" width="400" height="280" aria-hidden="true">
        <circle cx="140" cy="60" r="52" fill="#f3d9c4" />
        <rect x="24" y="70" width="70" height="56" rx="8" fill="#8a3b12" opacity="0.85" />
        <path d="M110 126 L150 54 L190 126 Z" fill="#0b6e69" opacity="0.85" />
        <circle cx="70" cy="44" r="18" fill="#d8c3a0" />
      </svg>
    </section>
  );
}
