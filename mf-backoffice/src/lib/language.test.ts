import { describe, expect, it } from 'vitest';
import { consoleLocale } from './language';

describe("the console's language", () => {
  it("is the console's own choice first", () => {
    expect(consoleLocale('jp', 'language=de', ['fr-FR'])).toBe('jp');
  });
  it("then the shop's language cookie, then the browser's languages", () => {
    expect(consoleLocale(null, 'a=1; language=de', ['fr-FR'])).toBe('de');
    expect(consoleLocale(null, '', ['fr-FR', 'en'])).toBe('fr');
    expect(consoleLocale(null, '', ['zh-TW'])).toBe('tw');
  });
  it('ignores a saved value that is no language of the shop', () => {
    expect(consoleLocale('xx', '', ['ru'])).toBe('ru');
  });
});
