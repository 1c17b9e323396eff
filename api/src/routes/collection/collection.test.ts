import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { bearer, createProduct } from '../../../test/account-fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const add = (token: string, productId: unknown) => app.inject({ method: 'POST', url: '/api/user/collection', headers: bearer(token), payload: { productId } });
const remove = (token: string, productId: number) => app.inject({ method: 'DELETE', url: `/api/user/collection/${productId}`, headers: bearer(token) });
const ids = async (token: string) => (await app.inject({ url: '/api/user/collection/ids', headers: bearer(token) })).json().data;

describe('favourites', () => {
  it('adds, lists newest first in the request language, and removes', async () => {
    const { token } = await createUser(app);
    const a = await createProduct(app, { price: 1250 });
    const b = await createProduct(app, { price: 990 });
    expect((await add(token, a.id)).json()).toEqual({ status: 200, msg: 'success', data: { productId: a.id, collected: true } });
    await add(token, b.id);
    // Adding twice keeps one.
    expect((await add(token, b.id)).statusCode).toBe(200);
    expect(await ids(token)).toEqual([a.id, b.id].sort((x, y) => x - y));

    const list = (await app.inject({ url: '/api/user/collection', headers: { ...bearer(token), 'accept-language': 'de' } })).json().data;
    expect(list.total).toBe(2);
    expect(list.list.map((i: { productId: number }) => i.productId).sort()).toEqual([a.id, b.id].sort());
    const itemA = list.list.find((i: { productId: number }) => i.productId === a.id);
    expect(itemA).toMatchObject({ price: 1250, active: true, image: expect.stringMatching(/^\/media\//) });
    expect(itemA.name).toMatch(/^Teekanne /);

    expect((await remove(token, a.id)).json().data).toEqual({ productId: a.id, collected: false });
    expect(await ids(token)).toEqual([b.id]);
  });

  it('pages with page and size', async () => {
    const { token } = await createUser(app);
    for (let i = 0; i < 3; i++) await add(token, (await createProduct(app)).id);
    const page2 = (await app.inject({ url: '/api/user/collection?page=2&size=2', headers: bearer(token) })).json().data;
    expect(page2).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(page2.list).toHaveLength(1);
  });

  it('removing twice is fine; an unknown product answers 404', async () => {
    const { token } = await createUser(app);
    const p = await createProduct(app);
    await add(token, p.id);
    expect((await remove(token, p.id)).statusCode).toBe(200);
    expect((await remove(token, p.id)).statusCode).toBe(200);
    expect((await remove(token, 99_999_999)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or withdrawn product and 400 for a bad id', async () => {
    const { token } = await createUser(app);
    expect((await add(token, 99_999_999)).statusCode).toBe(404);
    const hidden = await createProduct(app, { active: false });
    expect((await add(token, hidden.id)).statusCode).toBe(404);
    expect((await add(token, 'abc')).statusCode).toBe(400);
  });

  it("keeps one customer's favourites from another: removing the same product touches only one's own", async () => {
    const alice = await createUser(app);
    const bob = await createUser(app);
    const p = await createProduct(app);
    await add(alice.token, p.id);
    expect((await remove(bob.token, p.id)).json().data).toEqual({ productId: p.id, collected: false });
    expect(await ids(bob.token)).toEqual([]);
    expect(await ids(alice.token)).toEqual([p.id]);
    expect((await app.inject({ url: '/api/user/collection', headers: bearer(bob.token) })).json().data.total).toBe(0);
  });

  it('needs a session', async () => {
    for (const res of [
      await app.inject({ url: '/api/user/collection' }),
      await app.inject({ url: '/api/user/collection/ids' }),
      await app.inject({ method: 'POST', url: '/api/user/collection', payload: { productId: 1 } }),
      await app.inject({ method: 'DELETE', url: '/api/user/collection/1' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().status).toBe(410000);
    }
  });
});
