import { createRoot } from 'react-dom/client';
import { allSettled, fork } from 'effector';
import { setAppScope, localeChosen } from '@storefront/shared/store';
import { initI18n } from '@storefront/shared/i18n';
import { localePath, splitLocale, DEFAULT_LOCALE } from '@storefront/shared/routes';
import { appStarted, initialLocale, loadShopFx } from './model/boot';
import { registerReleasedRemotes } from './remotes/registry';
import { startCartSync } from './remotes/services';
import { App } from './app/app';
import './i18n';
import './styles.css';

async function start() {
  const scope = fork();
  setAppScope(scope);
  await allSettled(appStarted, { scope });
  const [shop] = await Promise.all([
    allSettled(loadShopFx, { scope }),
    // A registry failure leaves the remote slots to their fallback; header and footer still work.
    registerReleasedRemotes().catch((e) => console.error('[storefront] release registry unavailable', e)),
  ]);
  const languages = shop.status === 'done' ? shop.value.languages : [];

  // An unprefixed address opened with another remembered language moves to that language's prefix.
  const { locale: urlLocale, rest, prefixed } = splitLocale(location.pathname);
  let locale = urlLocale;
  if (!prefixed && !/\/{2,}/.test(location.pathname)) {
    const wanted = initialLocale(languages);
    if (wanted !== DEFAULT_LOCALE) {
      locale = wanted;
      history.replaceState(null, '', localePath(wanted, rest) + location.search + location.hash);
    }
  }
  await allSettled(localeChosen, { scope, params: locale });
  await initI18n(locale);
  createRoot(document.getElementById('root')!).render(<App scope={scope} />);
  startCartSync(scope);
}

start();
