import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { $locale, $locales } from '@storefront/shared/store';
import { isLocale, localePath, splitLocale, LOCALES } from '@storefront/shared/routes';
import { NS } from '../i18n';

/** Choosing a language moves to the same page under its prefix; the route resolver then adopts it and the cookie follows. */
export function LanguageSelect() {
  const { t } = useTranslation(NS);
  const [locale, languages] = useUnit([$locale, $locales]);
  const navigate = useNavigate();
  const location = useLocation();
  const options = languages.length ? languages : LOCALES.map((abb, id) => ({ id, abb, name: abb }));
  return (
    <label className="sf-select">
      <span className="sf-visually-hidden">{t('language.label')}</span>
      <select
        value={locale}
        data-testid="language-select"
        onChange={(e) => {
          const next = e.target.value;
          if (!isLocale(next)) return;
          const { rest } = splitLocale(location.pathname);
          navigate(localePath(next, rest) + location.search);
        }}
      >
        {options.map((l) => (
          <option key={l.abb} value={l.abb}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
