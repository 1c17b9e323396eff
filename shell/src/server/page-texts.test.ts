import { beforeEach, describe, expect, it } from 'vitest';
import { registerNamespace } from '@storefront/shared/i18n';
import { forgetPageTexts, pageTexts } from './page-texts';

registerNamespace('zz-texts-a', async (lng) => ({
  hello: lng === 'de' ? 'Hallo {{name}}' : 'Hello {{name}}',
  items_one: '{{count}} item',
  items_other: '{{count}} items',
}));
registerNamespace('zz-texts-b', async () => ({ late: 'Loaded during the render' }));

describe("a render worker's texts", () => {
  beforeEach(() => forgetPageTexts());

  it('keeps one instance per language and namespaces, and its answers, with plurals and values', async () => {
    const first = await pageTexts('en', ['zz-texts-a']);
    const again = await pageTexts('en', ['zz-texts-a']);
    const german = await pageTexts('de', ['zz-texts-a']);
    expect(again.i18n).toBe(first.i18n);
    expect(german.i18n).not.toBe(first.i18n);
    const t = first.i18n.getFixedT('en', 'zz-texts-a');
    expect([t('hello', { name: 'Ann' }), t('hello', { name: 'Bob' }), t('hello', { name: 'Ann' })]).toEqual(['Hello Ann', 'Hello Bob', 'Hello Ann']);
    expect([t('items', { count: 1 }), t('items', { count: 2 }), t('items', { count: 1 })]).toEqual(['1 item', '2 items', '1 item']);
    expect(german.i18n.getFixedT('de', 'zz-texts-a')('hello', { name: 'Ann' })).toBe('Hallo Ann');
    expect(again.resources()).toBe(first.resources());
  });

  it('a render that loads a namespace of its own leaves the next page a fresh instance, and answers what it loaded', async () => {
    const first = await pageTexts('en', ['zz-texts-a']);
    const t = first.i18n.getFixedT('en', 'zz-texts-b');
    expect(t('late')).toBe('late');
    await first.i18n.loadNamespaces('zz-texts-b');
    expect(t('late')).toBe('Loaded during the render');
    expect(Object.keys(first.resources().en!)).toEqual(['zz-texts-a', 'zz-texts-b']);
    const next = await pageTexts('en', ['zz-texts-a']);
    expect(next.i18n).not.toBe(first.i18n);
    expect(Object.keys(next.resources().en!)).toEqual(['zz-texts-a']);
  });
});
