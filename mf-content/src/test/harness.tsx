import type { ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Locale } from '@storefront/shared/routes';
import { NS } from '../i18n';
import { createI18n } from './i18n';

export { createI18n };

/** Component tests of the content pages: a scope, a router and the real translations of one language. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => cleanup());

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
