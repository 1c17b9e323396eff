import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { LOCALES } from '../routes/table';
import { starFills, Stars } from './stars';

afterEach(cleanup);

async function i18nFor(locale: string) {
  const shared = JSON.parse(readFileSync(resolve(__dirname, `../i18n/locales/${locale}.json`), 'utf8'));
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .init({ lng: locale, fallbackLng: false, resources: { [locale]: { shared } }, ns: ['shared'], interpolation: { escapeValue: false } });
  return instance;
}

describe('star rating display', () => {
  it('fills whole and half stars from the rating rounded to halves', () => {
    expect(starFills(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(3.6)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.2)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it.each(LOCALES)('is one image named with the rating in words (%s)', async (locale) => {
    const i18n = await i18nFor(locale);
    render(
      <I18nextProvider i18n={i18n}>
        <Stars value={4} />
        <Stars value={4.25} />
      </I18nextProvider>,
    );
    const [whole, part] = screen.getAllByRole('img');
    const name = (rating: string) => i18n.t('rating.outOfFive', { ns: 'shared', rating });
    expect(name('4')).toMatch(/4/);
    expect(name('4')).not.toContain('rating.outOfFive');
    expect(whole.getAttribute('aria-label')).toBe(name('4'));
    expect(part.getAttribute('aria-label')).toBe(name('4.3'));
    expect(whole.textContent).toBe('★★★★★');
    expect(whole.querySelectorAll('[aria-hidden="true"].sf-star--full')).toHaveLength(4);
  });
});
