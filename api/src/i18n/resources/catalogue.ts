import type { Locale } from '@storefront/shared/routes';

/** One namespace in one language: flat keys, a message with a count as i18next plural keys (`key_one`, `key_few`...). */
export type Catalogue = Readonly<Record<string, string>>;

/** A namespace in the nine languages; each has every key in the plural forms its language uses (messages.test.ts). */
export type Namespace = Record<Locale, Catalogue>;

/** `auth.tooManyAttempts_one` -> `auth.tooManyAttempts`: the key callers pass, with a `count`. */
export type PluralBase<K> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;
