import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement } from 'react';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Locale } from '@storefront/shared/routes';
import { NS } from '../i18n';

/** Component tests of the user/* pages: a scope, a router and the real translations of one language. */

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

/** A text as the page shows it: account namespace first, then shared. */
export async function text(locale: Locale, key: string, options?: Record<string, unknown>) {
  return (await createI18n(locale)).t(key, { ns: [NS, 'shared'], ...options }) as string;
}

export async function renderAccount(ui: ReactElement, options: { locale?: Locale; scope?: Scope; path?: string } = {}) {
  const scope = options.scope ?? fork();
  const i18n = await createI18n(options.locale ?? 'en');
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Provider value={scope}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
  return { ...view, scope, i18n };
}

/** A File of a type and size (its bytes are zeros: the browser check reads type and size only). */
export function fakeFile(name: string, type: string, size: number) {
  return new File([new Uint8Array(size)], name, { type });
}

/** Chooses files in a file input, as a person picking them would. */
export function chooseFiles(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  // React fires onChange only when it sees the input's value change.
  (input as unknown as { _valueTracker?: { setValue(v: string): void } })._valueTracker?.setValue('C:\\fakepath\\previous');
  fireEvent.change(input);
}
