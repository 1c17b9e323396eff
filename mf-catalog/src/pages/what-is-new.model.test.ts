import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $locale, localeChosen, pageEntered } from '@storefront/shared/store';
import { $newPage, newProducts } from '../features/whats-new/model';
import { cardPage } from '../test/fixtures';
import { createI18n } from '../test/i18n';
import { changeLanguage, fakeRequest } from '../test/languages';
import { whatIsNewMeta, whatIsNewStarted } from './what-is-new.model';

function setup() {
  const request = fakeRequest(({ page, limit }: { page: number; limit: number }) => cardPage(page * 100, 2, 42, page, limit));
  const scope = fork({ values: [[$locale, 'en']], handlers: [[newProducts.fx, request.handler]] });
  request.bind(scope);
  return { scope, fx: request.handler, languages: request.languages };
}

describe("what's new page start", () => {
  it('asks for the page and size of its query and holds that page', async () => {
    const { scope, fx, languages } = setup();
    await allSettled(pageEntered, { scope, params: { owner: 'catalog', page: 'WhatIsNew' } });
    await allSettled(whatIsNewStarted, { scope, params: { params: {}, query: { page: '3', limit: '20' }, locale: 'en' } });
    expect(fx.mock.calls[0][0]).toEqual({ page: 3, limit: 20 });
    expect(languages).toEqual(['en']);
    expect(scope.getState($newPage)).toMatchObject({ page: 3, size: 20, total: 42 });
    expect(scope.getState($newPage)?.list.map((p) => p.name)).toEqual(['Product 300', 'Product 301']);
    expect(whatIsNewMeta(scope, (await createI18n('en')).t)).toEqual({
      title: "What's new",
      description: 'Products that arrived in the last 30 days, newest first.',
      image: '/media/catalog/products/p300.svg',
    });
  });

  it('reads a malformed query as the first page of ten', async () => {
    const { scope, fx } = setup();
    await allSettled(whatIsNewStarted, { scope, params: { params: {}, query: { page: 'x', limit: '15' }, locale: 'en' } });
    expect(fx.mock.calls[0][0]).toEqual({ page: 1, limit: 10 });
  });

  it('another language asks for the same page again, only while the page is on screen', async () => {
    const { scope, fx, languages } = setup();
    await allSettled(pageEntered, { scope, params: { owner: 'catalog', page: 'WhatIsNew' } });
    await allSettled(whatIsNewStarted, { scope, params: { params: {}, query: { page: '2' }, locale: 'en' } });
    await changeLanguage(scope, whatIsNewStarted, 'ru', { params: {}, query: { page: '2' } });
    expect(fx.mock.calls[1][0]).toEqual({ page: 2, limit: 10 });
    expect(languages).toEqual(['en', 'ru']);
    await allSettled(pageEntered, { scope, params: { owner: 'catalog', page: 'Home' } });
    await allSettled(localeChosen, { scope, params: 'es' });
    expect(fx).toHaveBeenCalledTimes(2);
  });
});
