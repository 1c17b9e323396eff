import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../routes/table';

type Resources = Record<string, unknown>;
export type NamespaceLoader = (locale: Locale) => Promise<{ default: Resources } | Resources>;

const loaders = new Map<string, NamespaceLoader>();

/**
 * Each remote owns a namespace and registers how to load it; only the current language's file is
 * fetched, as a lazy chunk of the remote that owns it.
 */
export function registerNamespace(ns: string, loader: NamespaceLoader) {
  if (!loaders.has(ns)) loaders.set(ns, loader);
}

registerNamespace('shared', (lng) => import(`./locales/${lng}.json`));

export const i18n = i18next;

/** Called once by the shell. */
export async function initI18n(lng: Locale = DEFAULT_LOCALE) {
  if (i18next.isInitialized) return i18next;
  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend(async (language: string, ns: string) => {
        const load = loaders.get(ns);
        if (!load) return {};
        const mod = await load(language as Locale);
        return ('default' in mod ? mod.default : mod) as Resources;
      }),
    )
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      ns: ['shared'],
      defaultNS: 'shared',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18next;
}
