import { describe, expect, it } from 'vitest';
import { LOCALES } from '@storefront/shared/routes';
import { format, localeFromHeader, messages } from './messages';

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
  ])('%s -> %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });
});

describe('catalogues', () => {
  it('translate every key into all nine locales', () => {
    const keys = Object.keys(messages.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(messages[locale]).sort(), locale).toEqual(keys);
      for (const key of keys) expect(messages[locale][key as keyof typeof messages.en], `${locale}.${key}`).toBeTruthy();
    }
  });

  it('fill parameters', () => {
    expect(format('fr', 'invalidInput', { details: 'email' })).toBe('Saisie invalide : email');
  });
});
