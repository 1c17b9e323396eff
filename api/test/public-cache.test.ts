import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicCache } from '../src/plugins/public-cache';

/** A page-like body: markup with varied names and numbers, about 80 KB. */
function pageBody(): Buffer {
  const words = ['linen', 'shirt', 'cotton', 'jacket', 'leather', 'wool', 'scarf', 'boots', 'canvas', 'tote', 'silk', 'dress'];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const cards = Array.from({ length: 400 }, (_, i) => {
    const name = `${words[next() % words.length]} ${words[next() % words.length]} ${next() % 1000}`;
    return `<li class="card"><a href="/shop/goodDetails/${i}"><img src="/media/photos/${next().toString(16)}.320.avif" alt="${name}" width="320" height="320"><span>${name}</span><b>$${(next() % 20000) / 100}</b></a></li>`;
  });
  return Buffer.from(`<!doctype html><html><body><ul>${cards.join('')}</ul></body></html>`);
}

const body = pageBody();
const app = Fastify();
const cache = new PublicCache(() => true);
let kept = true;

beforeAll(async () => {
  app.get('/page', async (request, reply) => {
    const found = cache.lookup('pages', request.url);
    if (found && 'hit' in found) return cache.send(request, reply, found.hit, 'hit');
    const entry = cache.keep(kept && found ? found.miss : null, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body });
    return cache.send(request, reply, entry, 'miss');
  });
  await app.ready();
});
afterAll(() => app.close());

const get = () => app.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': 'br' } });

async function untilSmallerThan(size: number) {
  for (let i = 0; i < 100; i++) {
    const answer = await get();
    if (answer.rawPayload.length < size) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the kept copy was never compressed again');
}

describe('kept answers, compressed again at best quality', () => {
  it('a copy that is not kept is sent at the quick quality every time', async () => {
    kept = false;
    const first = await get();
    // Longer than the best quality takes for this body (about 100 ms here), several times over.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const second = await get();
    expect(second.rawPayload.length).toBe(first.rawPayload.length);
    expect(second.headers['x-cache']).toBe('miss');
    kept = true;
  });

  it('a kept copy is sent quickly first, then smaller with the same bytes inside and the same ETag', async () => {
    const first = await get();
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).equals(body)).toBe(true);
    const later = await untilSmallerThan(first.rawPayload.length);
    expect(later.headers['x-cache']).toBe('hit');
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(brotliDecompressSync(later.rawPayload).equals(body)).toBe(true);
    // At least a tenth smaller than the quick quality on page-like markup.
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length * 0.9);
  });

  it('the same page rendered again after a change notice is sent at best quality from its first answer', async () => {
    // The copy of the test before, at best quality by now.
    const best = (await get()).rawPayload.length;
    cache.changed('products');
    const again = await get();
    expect(again.headers['x-cache']).toBe('miss');
    expect(again.rawPayload.length).toBe(best);
    expect(brotliDecompressSync(again.rawPayload).equals(body)).toBe(true);
  });
});
