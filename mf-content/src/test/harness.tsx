import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Locale } from '@storefront/shared/routes';
import { NS } from '../i18n';

/** Component tests of the content pages: a scope, a router and the real translations of one language. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => cleanup());

const here = path.dirname(fileURLToPath(import.meta.url));
const load = (dir: string, locale: Locale) => JSON.parse(readFileSync(path.resolve(here, dir, `${locale}.json`), 'utf8'));

export async function createI18n(locale: Locale) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { [NS]: load('../i18n', locale), shared: load('../../../shared/src/i18n/locales', locale) } },
    ns: [NS, 'shared'],
    defaultNS: NS,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export async function renderContent(ui: ReactElement, options: { locale?: Locale; scope?: Scope; path?: string } = {}) {
  const scope = options.scope ?? fork();
  const i18n = await createI18n(options.locale ?? 'en');
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Provider value={scope}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
  return { ...view, scope, i18n, t: i18n.getFixedT(options.locale ?? 'en', NS) };
}
