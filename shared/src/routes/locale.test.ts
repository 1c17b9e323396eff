import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locale';

describe('resolveLocale', () => {
  it('takes the URL’s language prefix over the cookie and the header', () => {
    expect(resolveLocale('/de/shop/goodCart', 'fr', 'ja')).toBe('de');
    expect(resolveLocale('/tw', 'fr', null)).toBe('tw');
    expect(resolveLocale('http://shop.test/ru/blog?page=2', 'fr', null)).toBe('ru');
    expect(resolveLocale(new URL('http://shop.test/pt/contact'), 'fr', null)).toBe('pt');
  });

  it('on an unprefixed URL takes the language cookie, then the header', () => {
    expect(resolveLocale('/shop/goodCart', 'fr', 'de')).toBe('fr');
    expect(resolveLocale('/', 'jp', null)).toBe('jp');
    expect(resolveLocale('/', undefined, 'de')).toBe('de');
    // A cookie that is not one of ours is ignored.
    expect(resolveLocale('/', 'ko', 'de')).toBe('de');
    // A path segment that only looks like a language further down is not a prefix.
    expect(resolveLocale('/blog/de', undefined, null)).toBe('en');
  });

  it('falls back to the default language: no prefix, no cookie, nothing the header asks for that we have', () => {
    expect(resolveLocale('/', undefined)).toBe('en');
    expect(resolveLocale(null, null, '')).toBe('en');
    expect(resolveLocale(null, null, 'ko-KR, ar;q=0.8')).toBe('en');
    expect(resolveLocale(null, null, '*')).toBe('en');
  });

  it.each([
    ['fr;q=0.2, de;q=0.9', 'de'],
    ['de;q=0.5, es', 'es'],
    ['ko-KR, ru;q=0.4, fr;q=0.3', 'ru'],
    ['en;q=0, pt-BR', 'pt'],
    ['de, fr', 'de'],
    ['en-US,en;q=0.9,de;q=0.8', 'en'],
  ])('Accept-Language %s -> %s by its q-values', (header, locale) => {
    expect(resolveLocale(null, null, header)).toBe(locale);
  });

  it.each([
    ['zh-CN', 'cn'],
    ['zh-Hans', 'cn'],
    ['zh-SG', 'cn'],
    ['zh', 'cn'],
    ['zh-TW', 'tw'],
    ['zh-Hant', 'tw'],
    ['zh-HK', 'tw'],
    ['zh-Hant-HK', 'tw'],
    ['zh-Hans-HK', 'cn'],
    ['ja', 'jp'],
    ['ja-JP', 'jp'],
    ['pt-BR', 'pt'],
    ['fr-CA', 'fr'],
    ['de-AT', 'de'],
    ['es-419', 'es'],
    ['ru-RU', 'ru'],
    // The shop's own codes, as its client sends them.
    ['jp', 'jp'],
    ['cn', 'cn'],
    ['TW', 'tw'],
  ])('a browser tag %s is our %s', (header, locale) => {
    expect(resolveLocale(null, null, header)).toBe(locale);
  });

  it('takes a header given as several lines', () => {
    expect(resolveLocale(null, null, ['ko', 'de;q=0.5'])).toBe('de');
  });

  it('with the shop’s languages, chooses only among them and defaults to the first', () => {
    const languages = ['de', 'en', 'fr'];
    expect(resolveLocale('/', 'jp', null, { languages })).toBe('de');
    expect(resolveLocale('/', 'fr', null, { languages })).toBe('fr');
    expect(resolveLocale('/', undefined, 'ja, fr;q=0.5', { languages })).toBe('fr');
    expect(resolveLocale('/', undefined, null, { languages: [] })).toBe('en');
  });
});
