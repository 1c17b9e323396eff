import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@storefront/shared/routes';
import { sharedCatalogues } from '@storefront/shared/messages';
import { format, isMessageKey, languageOf, localeFromHeader, text } from './messages';
import cn from './locales/cn.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import jp from './locales/jp.json';
import pt from './locales/pt.json';
import ru from './locales/ru.json';
import tw from './locales/tw.json';
import { specWords as specMessages } from '../../../demo-shop/src/spec-words';

describe('localeFromHeader', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['TW', 'tw'],
    ['jp', 'jp'],
    ['ja', 'jp'],
    ['ja-JP,ja;q=0.9', 'jp'],
    ['zh-CN,zh;q=0.9', 'cn'],
    ['zh-TW', 'tw'],
    ['zh-Hant-HK', 'tw'],
    ['zh', 'cn'],
    ['pt-BR,pt;q=0.9', 'pt'],
    ['fr-CA', 'fr'],
    ['en-US,en;q=0.9', 'en'],
    ['ko-KR', 'en'],
    ['*', 'en'],
    ['fr;q=0.2, de;q=0.9', 'de'],
    ['ko-KR, ru;q=0.5', 'ru'],
  ])('%s -> %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });
});

const FILES: Record<Locale, Record<string, object>> = { cn, de, en, es, fr, jp, pt, ru, tw };

/** Each namespace in the nine languages, as the files hold them. */
const NAMESPACES: Record<string, Record<Locale, object>> = {
  ...Object.fromEntries(Object.keys(en).map((ns) => [ns, Object.fromEntries(LOCALES.map((locale) => [locale, FILES[locale][ns] ?? {}]))])),
  specs: specMessages,
};

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Nested texts as `a.b.c` keys. */
function flatten(node: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value as object, `${prefix}${key}.`));
  }
  return out;
}

/** What a text names: its values and the keys it nests. */
const references = (texts: string[]) =>
  [...new Set(texts.flatMap((s) => [...s.matchAll(/\{\{(\w+)\}\}|\$t\(([\w.]+)/g)].map((m) => m[1] ?? `$t:${m[2]}`)))].sort();

describe('resources', () => {
  it('every language file holds the namespaces English holds', () => {
    for (const locale of LOCALES) expect(Object.keys(FILES[locale]), locale).toEqual(Object.keys(en));
  });

  it.each(Object.entries(NAMESPACES))('%s: every key in all nine languages, in each plural form the language has, naming the same values', (_, namespace) => {
    const en = flatten(namespace.en);
    const bases = new Map<string, string[]>();
    for (const [key, value] of Object.entries(en)) {
      const base = key.replace(PLURAL, '');
      bases.set(base, [...(bases.get(base) ?? []), value]);
    }
    for (const locale of LOCALES) {
      const texts = flatten(namespace[locale]);
      const categories = new Intl.PluralRules(languageOf(locale)).resolvedOptions().pluralCategories;
      const expected = [...bases.keys()].flatMap((base) => (base in en ? [base] : categories.map((c) => `${base}_${c}`))).sort();
      expect(Object.keys(texts).sort(), locale).toEqual(expected);
      for (const [base, enTexts] of bases) {
        const own = Object.entries(texts).filter(([key]) => key.replace(PLURAL, '') === base);
        for (const [key, value] of own) expect(value.trim(), `${locale} ${key}`).not.toBe('');
        expect(references(own.map(([, value]) => value)), `${locale} ${base}`).toEqual(references(enTexts));
      }
    }
  });

  it('serves the browser’s shared namespace from the package export, not from files', () => {
    for (const locale of LOCALES) {
      const validation = sharedCatalogues[locale].validation as Record<string, string>;
      expect(text(locale, 'shared', 'validation.emailInvalid')).toBe(validation.emailInvalid);
    }
    expect(text('de', 'shared', 'validation.emailInvalid')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
  });
});

describe('plural forms', () => {
  it('English has one and other', () => {
    expect(format('en', 'auth.tooManyAttempts', { count: 1 })).toBe('Too many attempts, please try again in 1 minute');
    expect(format('en', 'auth.tooManyAttempts', { count: 5 })).toBe('Too many attempts, please try again in 5 minutes');
    expect(format('en', 'address.limit', { count: 1 })).toBe('You can keep at most 1 address');
    expect(format('en', 'address.limit', { count: 20 })).toBe('You can keep at most 20 addresses');
  });

  it('Russian has one, few and many, chosen by the last digits', () => {
    const wait = (count: number) => format('ru', 'auth.tooManyAttempts', { count });
    expect(wait(1)).toBe('Слишком много попыток, повторите через 1 минуту');
    expect(wait(3)).toBe('Слишком много попыток, повторите через 3 минуты');
    expect(wait(5)).toBe('Слишком много попыток, повторите через 5 минут');
    expect(wait(11)).toBe('Слишком много попыток, повторите через 11 минут');
    expect(wait(21)).toBe('Слишком много попыток, повторите через 21 минуту');
    expect(wait(24)).toBe('Слишком много попыток, повторите через 24 минуты');
    expect(format('ru', 'checkout.outOfStock', { name: 'Лампа', count: 2 })).toBe('Недостаточно товара Лампа: осталось 2 штуки');
    expect(format('ru', 'checkout.outOfStock', { name: 'Лампа', count: 0 })).toBe('Недостаточно товара Лампа: осталось 0 штук');
  });

  it('Japanese and Chinese have one form for every number', () => {
    expect(format('jp', 'auth.codesLocked', { count: 1 })).toBe('認証コードの誤りが多すぎます。安全のため、コードを 1 時間ロックしました');
    expect(format('jp', 'auth.codesLocked', { count: 2 })).toBe('認証コードの誤りが多すぎます。安全のため、コードを 2 時間ロックしました');
    expect(format('tw', 'upload.dailyLimit', { count: 1 })).toBe('每天最多上傳 1 張圖片，請明天再試');
  });

  it('a message with two counts words each in its own plural form', () => {
    expect(format('en', 'checkout.cancelledTooOften', { count: 1, minutes: 20 })).toBe(
      'You have cancelled 1 order in the last hour: please try again in 20 minutes',
    );
    expect(format('en', 'checkout.cancelledTooOften', { count: 3, minutes: 1 })).toBe(
      'You have cancelled 3 orders in the last hour: please try again in 1 minute',
    );
    expect(format('ru', 'checkout.cancelledTooOften', { count: 5, minutes: 2 })).toBe('За последний час вы отменили 5 заказов. Повторите через 2 минуты.');
    expect(format('de', 'auth.resetLockedText', { count: 1, hours: 24, username: 'anna' })).toContain(
      '1 falschen Bestätigungscode eingegeben. Zu Ihrer Sicherheit ist das Zurücksetzen des Passworts für 24 Stunden pausiert.',
    );
  });
});

describe('lookup', () => {
  it('fills values, and falls back to English only where nothing else exists', () => {
    expect(format('fr', 'invalidInput', { details: 'email' })).toBe('Saisie invalide : email');
    expect(isMessageKey('pay.method.card')).toBe(true);
    expect(isMessageKey('pay.method.cash')).toBe(false);
    expect(isMessageKey('validation.emailInvalid', 'shared')).toBe(true);
  });

  it('keeps the messages the specification words exactly', () => {
    expect(format('en', 'notFound')).toBe('This page could not be found.');
    expect(format('en', 'authFailed')).toBe('please log in');
    expect(format('en', 'checkout.paymentMethodRequired')).toBe('please select payment method');
    expect(format('en', 'checkout.orderCreated')).toBe('order created successfully, and if the pay page does not open click To Pay');
    expect(format('en', 'account.avatarJpgOnly')).toBe('avatar upload can only be JPG format');
    expect(format('en', 'account.avatarTooLarge')).toBe('avatar size cannot exceed 2MB');
    expect(format('en', 'validation.outOfLimit')).toBe('out of limit');
  });
});

describe('the API package at run time', () => {
  const src = path.resolve(import.meta.dirname, '..');
  const sources = (readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('reads no front-end file: translations it shares with the browser come through @storefront/shared exports', () => {
    expect(sources.length).toBeGreaterThan(50);
    for (const file of sources) {
      // Without comments, which may name a front-end file as the place a rule comes from.
      const code = readFileSync(path.join(src, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      expect(code, file).not.toMatch(/['"`][^'"`\n]*(shared\/src|mf-[a-z-]+\/src|shell\/src|i18n\/locales)[^'"`\n]*['"`]/);
    }
  });
});
