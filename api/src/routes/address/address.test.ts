import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES } from '@storefront/shared/schemas/checkout';
import { createTestApp, createUser } from '../../../test/helpers';
import { auth, DE_ADDRESS, US_ADDRESS } from '../order/testing';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const list = (token: string) => app.inject({ url: '/api/user/address', headers: auth(token) });
const add = (token: string, payload: object, lang = 'en') =>
  app.inject({ method: 'POST', url: '/api/user/address', headers: auth(token, { 'accept-language': lang }), payload });

describe('address book', () => {
  it('adds addresses; the first one is the default, a new default takes the flag over', async () => {
    const { token } = await createUser(app);
    const first = (await add(token, US_ADDRESS)).json().data;
    expect(first).toMatchObject({ consignee: 'Ada Lovelace', country: 'US', phone: '+12125550100', postcode: '10001', isDefault: true });
    const second = (await add(token, { ...DE_ADDRESS, isDefault: true })).json().data;
    expect(second.isDefault).toBe(true);
    const rows = (await list(token)).json().data;
    expect(rows.map((a: { id: number; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('changes, sets default, and deletes (the default passes to another address)', async () => {
    const { token } = await createUser(app);
    const a = (await add(token, US_ADDRESS)).json().data;
    const b = (await add(token, DE_ADDRESS)).json().data;
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/user/address/${b.id}`,
      headers: auth(token),
      payload: { ...DE_ADDRESS, city: 'Hamburg', postcode: '20095' },
    });
    expect(changed.json().data).toMatchObject({ city: 'Hamburg', postcode: '20095', isDefault: false });
    expect((await app.inject({ method: 'POST', url: `/api/user/address/${b.id}/default`, headers: auth(token) })).json().data.isDefault).toBe(true);
    expect((await app.inject({ method: 'DELETE', url: `/api/user/address/${b.id}`, headers: auth(token) })).json().status).toBe(200);
    const rows = (await list(token)).json().data;
    expect(rows).toEqual([expect.objectContaining({ id: a.id, isDefault: true })]);
  });

  it.each([
    ['US', { phone: '12345', postcode: '10001' }, 'phone'],
    ['US', { phone: '212 555 0100', postcode: 'ABCDE' }, 'postcode'],
    ['CN', { phone: '+86 13812345678', postcode: '1000' }, 'postcode'],
    ['CN', { phone: '+44 20 7946 0958', postcode: '100000' }, 'phone'],
    ['JP', { phone: '03-1234-5678', postcode: '100 0001' }, 'postcode'],
    ['GB', { phone: '020 7946 0958', postcode: 'XX' }, 'postcode'],
  ])('%s: rejects a bad %o (%s)', async (country, fields, field) => {
    const { token } = await createUser(app);
    const res = await add(token, { ...US_ADDRESS, country, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues.map((i: { path: string }) => i.path)).toEqual([`body.${field}`]);
  });

  it.each([
    ['CN', { phone: '13812345678', postcode: '100000' }],
    ['JP', { phone: '03-1234-5678', postcode: '100-0001' }],
    ['GB', { phone: '+44 20 7946 0958', postcode: 'SW1A 1AA' }],
    ['HK', { phone: '2123 4567', postcode: '' }],
    ['PT', { phone: '+351 912 345 678', postcode: '1000-001' }],
  ])('%s: accepts %o', async (country, fields) => {
    const { token } = await createUser(app);
    expect((await add(token, { ...US_ADDRESS, country, ...fields })).statusCode).toBe(200);
  });

  it('words field errors in the language of the request', async () => {
    const { token } = await createUser(app);
    const res = await add(token, { ...DE_ADDRESS, postcode: '1' }, 'de');
    expect(res.json().msg).toContain('Bitte geben Sie eine gültige Postleitzahl für dieses Land ein');
    const missing = await add(token, { ...DE_ADDRESS, city: ' ' }, 'en');
    expect(missing.json().msg).toContain('This field is required');
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const { token } = await createUser(app);
    for (let i = 0; i < MAX_ADDRESSES; i++) expect((await add(token, US_ADDRESS)).statusCode).toBe(200);
    const res = await add(token, US_ADDRESS);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(`You can keep at most ${MAX_ADDRESSES} addresses`);
  });

  it("answers 404 for another customer's address", async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const a = (await add(owner.token, US_ADDRESS)).json().data;
    for (const req of [
      { method: 'PUT' as const, url: `/api/user/address/${a.id}`, payload: US_ADDRESS },
      { method: 'DELETE' as const, url: `/api/user/address/${a.id}` },
      { method: 'POST' as const, url: `/api/user/address/${a.id}/default` },
    ]) {
      expect((await app.inject({ ...req, headers: auth(other.token) })).statusCode).toBe(404);
    }
    expect((await list(owner.token)).json().data).toHaveLength(1);
  });
});
