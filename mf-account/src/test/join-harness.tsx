import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Locale } from '@storefront/shared/routes';
import { JOIN_NS } from '../i18n/join';

/** Component tests of the join pages: a scope, a router and the real translations of one language. */

// Tells React that updates are wrapped in act(), as testing-library does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const here = path.dirname(fileURLToPath(import.meta.url));

function load(dir: string, locale: Locale): Record<string, unknown> {
  return JSON.parse(readFileSync(path.resolve(here, dir, `${locale}.json`), 'utf8'));
}

export async function createI18n(locale: Locale) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: {
      [locale]: {
        [JOIN_NS]: load('../i18n/join', locale),
        account: load('../i18n', locale),
        shared: load('../../../shared/src/i18n/locales', locale),
      },
    },
    ns: [JOIN_NS, 'account', 'shared'],
    defaultNS: JOIN_NS,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Text of a key in a language, read from the same files the page uses. */
export async function textOf(locale: Locale, ns: string, key: string, options?: Record<string, unknown>): Promise<string> {
  return (await createI18n(locale)).t(key, { ns, ...options });
}

export interface RenderOptions {
  locale?: Locale;
  scope?: Scope;
  path?: string;
}

export async function renderJoin(ui: ReactElement, options: RenderOptions = {}) {
  const locale = options.locale ?? 'en';
  const scope = options.scope ?? fork();
  const i18n = await createI18n(locale);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Provider value={scope}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
  return { ...view, scope, i18n };
}
