import { describe, expect, it } from 'vitest';
import { createI18n, loadedResources, registerNamespace } from './index';

describe('loadedResources', () => {
  it('writes namespaces in one order however their loads finish, so a page renders to the same bytes', async () => {
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let slowFirst = true;
    registerNamespace('zz-order-a', async () => {
      await wait(slowFirst ? 30 : 0);
      return { word: 'a' };
    });
    registerNamespace('zz-order-b', async () => {
      await wait(slowFirst ? 0 : 30);
      return { word: 'b' };
    });
    const first = JSON.stringify(loadedResources(await createI18n('en', ['zz-order-a', 'zz-order-b'])));
    slowFirst = false;
    const second = JSON.stringify(loadedResources(await createI18n('en', ['zz-order-a', 'zz-order-b'])));
    expect(second).toBe(first);
    expect(Object.keys(JSON.parse(first).en)).toEqual(['zz-order-a', 'zz-order-b']);
  });
});
