import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestContext } from '@storefront/shared/api';
import { fetchShopLists, type ShopLists } from '../model/boot';
import { forgetShopLists, shopLists } from './shop-lists';

vi.mock('../model/boot', () => ({ fetchShopLists: vi.fn() }));
const fetched = vi.mocked(fetchShopLists);

const context = (locale: string) => ({ locale, currency: 'USD', token: null, host: '', realIp: '' }) as RequestContext;
const lists = (name: string) => ({ languages: [], currencies: [], settings: { name } }) as unknown as ShopLists;

describe("a render worker's shop lists", () => {
  beforeEach(() => {
    forgetShopLists();
    fetched.mockReset();
  });

  it('asks the API once a second per language', async () => {
    fetched.mockImplementation(async (c) => lists(c.locale));
    await shopLists(context('en'), 1_000);
    await shopLists(context('en'), 1_999);
    await shopLists(context('de'), 1_500);
    expect(fetched).toHaveBeenCalledTimes(2);
    expect(await shopLists(context('en'), 2_000)).toEqual(lists('en'));
    expect(fetched).toHaveBeenCalledTimes(3);
  });

  it('asks again after a change, and after a failure', async () => {
    fetched.mockResolvedValueOnce(lists('old')).mockRejectedValueOnce(new Error('down')).mockResolvedValue(lists('new'));
    expect(await shopLists(context('en'), 1_000)).toEqual(lists('old'));
    forgetShopLists();
    await expect(shopLists(context('en'), 1_001)).rejects.toThrow('down');
    expect(await shopLists(context('en'), 1_002)).toEqual(lists('new'));
    expect(fetched).toHaveBeenCalledTimes(3);
  });
});
