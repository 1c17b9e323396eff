import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $locale, pageEntered } from '@storefront/shared/store';
import { changeLanguage, fakeRequest } from '../test/languages';
import { $categories, $categoriesStatus, categories } from '../features/categories/model';
import { $homeProducts, homeProducts } from '../features/home/model';
import { card, tree } from '../test/fixtures';
import { createI18n } from '../test/i18n';
import { homeMeta, homeStarted } from './home.model';

function setup() {
  const strips = fakeRequest(() => ({ newest: [card(1), card(2)], bestSellers: [card(3)] }));
  const tree$ = fakeRequest(() => tree);
  const scope = fork({
    values: [[$locale, 'de']],
    handlers: [
      [homeProducts.fx, strips.handler],
      [categories.fx, tree$.handler],
    ],
  });
  strips.bind(scope);
  tree$.bind(scope);
  return { scope, strips, tree: tree$ };
}

describe('home page start', () => {
  it('loads the featured categories and both strips in the page language', async () => {
    const { scope, strips, tree: treeFx } = setup();
    await allSettled(pageEntered, { scope, params: { owner: 'catalog', page: 'Home' } });
    await allSettled(homeStarted, { scope, params: { params: {}, query: {}, locale: 'de' } });
    expect(strips.languages).toEqual(['de']);
    expect(treeFx.languages).toEqual(['de']);
    expect(scope.getState($categories).map((c) => c.name)).toEqual(['Clothing', 'Home']);
    expect(scope.getState($homeProducts)?.newest.map((p) => p.name)).toEqual(['Product 1', 'Product 2']);
    expect(scope.getState($homeProducts)?.bestSellers.map((p) => p.name)).toEqual(['Product 3']);
  });

  it('gives the title and description home shows in the tab', async () => {
    const { scope } = setup();
    expect(homeMeta(scope, (await createI18n('de')).t)).toEqual({
      title: 'Aurora – langlebige Dinge für jeden Tag',
      description: expect.stringMatching(/^Kleidung, Schuhe/),
    });
  });

  it('another language loads categories and strips again; the tree is not asked twice for one language', async () => {
    const { scope, strips, tree: treeFx } = setup();
    await allSettled(pageEntered, { scope, params: { owner: 'catalog', page: 'Home' } });
    await allSettled(homeStarted, { scope, params: { params: {}, query: {}, locale: 'de' } });
    await allSettled(homeStarted, { scope, params: { params: {}, query: {}, locale: 'de' } });
    expect(treeFx.handler).toHaveBeenCalledTimes(1);
    expect(strips.handler).toHaveBeenCalledTimes(2);
    await changeLanguage(scope, homeStarted, 'jp', { params: {}, query: {} });
    expect(treeFx.languages).toEqual(['de', 'jp']);
    expect(strips.languages).toEqual(['de', 'de', 'jp']);
    expect(scope.getState($categoriesStatus)).toBe('done');
  });

  it('asks for the tree again after it failed', async () => {
    let fail = true;
    const scope = fork({
      values: [[$locale, 'en']],
      handlers: [
        [homeProducts.fx, async () => ({ newest: [], bestSellers: [] })],
        [categories.fx, async () => (fail ? Promise.reject(new Error('down')) : tree)],
      ],
    });
    await allSettled(homeStarted, { scope, params: { params: {}, query: {}, locale: 'en' } });
    expect(scope.getState($categoriesStatus)).toBe('error');
    fail = false;
    await allSettled(homeStarted, { scope, params: { params: {}, query: {}, locale: 'en' } });
    expect(scope.getState($categories)).toHaveLength(2);
  });
});
