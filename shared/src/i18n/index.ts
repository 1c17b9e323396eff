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

// One import per language rather than a template: the lookup table of a template import is a module of its
// own, which the shell's build would put in a chunk of its own, fetched late on every page's start.
const SHARED_LOCALES: Record<Locale, () => Promise<{ default: Resources }>> = {
  en: () => import('./locales/en.json'),
  cn: () => import('./locales/cn.json'),
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  jp: () => import('./locales/jp.json'),
  pt: () => import('./locales/pt.json'),
  ru: () => import('./locales/ru.json'),
  tw: () => import('./locales/tw.json'),
};
registerNamespace('shared', (lng) => SHARED_LOCALES[lng]());

export const i18n = i18next;

/** Language and namespace -> translations, as a server-rendered page hands them to the browser. */
export type InlineResources = Record<string, Record<string, Resources>>;

const backend = resourcesToBackend(async (language: string, ns: string) => {
  const load = loaders.get(ns);
  if (!load) return {};
  const mod = await load(language as Locale);
  return ('default' in mod ? mod.default : mod) as Resources;
});

function options(lng: Locale) {
  return {
    lng,
    fallbackLng: false as const,
    supportedLngs: [...LOCALES],
    ns: ['shared'],
    defaultNS: 'shared',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  };
}

/**
 * Called once by the shell. Translations a server-rendered page carries are added first, so hydration
 * renders the same words without waiting for a request.
 */
export async function initI18n(lng: Locale = DEFAULT_LOCALE, inline?: InlineResources) {
  if (i18next.isInitialized) return i18next;
  const init = options(lng);
  if (inline) Object.assign(init, { resources: inline, partialBundledLanguages: true, ns: Object.keys(inline[lng] ?? {}) });
  await i18next.use(initReactI18next).use(backend).init(init);
  return i18next;
}

/** The namespaces known so far: shared, the shell's, and those of the remotes whose code has run. */
export function registeredNamespaces(): string[] {
  return [...loaders.keys()];
}

/** One instance per server request, with the given namespaces loaded; the global one stays the browser's. */
export async function createI18n(lng: Locale, namespaces: string[]) {
  const instance = i18next.createInstance();
  // No initReactI18next: it would make this request's instance the global default; I18nextProvider hands it down.
  await instance.use(backend).init({ ...options(lng), ns: namespaces });
  return instance;
}

/**
 * What an instance has loaded, to write into the page for the browser. Namespaces finish loading in any
 * order, so they are written sorted: two renders of one public page must be the same bytes for its cache.
 */
export function loadedResources(instance: typeof i18next): InlineResources {
  const sorted = (record: Record<string, unknown>) =>
    Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]]),
    );
  const data = instance.store.data as Record<string, Record<string, unknown>>;
  return JSON.parse(JSON.stringify(sorted(Object.fromEntries(Object.entries(data).map(([lng, namespaces]) => [lng, sorted(namespaces)]))))) as InlineResources;
}
