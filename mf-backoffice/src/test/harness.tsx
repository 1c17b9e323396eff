import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Locale } from '@storefront/shared/routes';
import { NS } from '../i18n';
import { HEALTH_NS } from '../i18n/release-health';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => cleanup());

const here = path.dirname(fileURLToPath(import.meta.url));
const load = (dir: string, locale: Locale) => JSON.parse(readFileSync(path.resolve(here, dir, `${locale}.json`), 'utf8'));

/** Component tests of the console: a router and the real translations of one language. */
export async function renderConsole(ui: ReactElement, locale: Locale = 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: {
      [locale]: {
        [NS]: load('../i18n', locale),
        [HEALTH_NS]: load('../i18n/release-health', locale),
        shared: load('../../../shared/src/i18n/locales', locale),
      },
    },
    ns: [NS, HEALTH_NS, 'shared'],
    defaultNS: NS,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/backoffice']}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
  return { ...view, t: i18n.getFixedT(locale, NS) };
}
