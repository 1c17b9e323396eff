import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, placeRelease } from '../../../test/helpers';

let app: FastifyInstance;
let tmp: string;
beforeAll(async () => {
  app = await createTestApp();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-health-'));
});
afterAll(async () => {
  await app.close();
  await rm(tmp, { recursive: true, force: true });
});

it('GET /api/health reports the database and the current version of each remote', async () => {
  const before = (await app.inject({ url: '/api/health' })).json();
  expect(before).toEqual({
    status: 200,
    msg: 'success',
    data: {
      ok: true,
      versions: { catalog: null, cartCheckout: null, account: null, content: null },
      failures: { catalog: [], cartCheckout: [], account: [], content: [] },
      // No shell release yet and no canary running.
      shell: null,
      canaries: [],
      // No mail has kept failing.
      mail: { failed: 0 },
    },
  });

  const dist = path.join(tmp, 'dist');
  await mkdir(dist);
  await writeFile(path.join(dist, 'mf-manifest.json'), '{}');
  const version = await placeRelease('account', dist, { registry: app.registry, version: '2.1.0-3fa9c1d2e4' });

  const after = (await app.inject({ url: '/api/health' })).json();
  expect(after.data.versions).toEqual({ catalog: null, cartCheckout: null, account: version, content: null });
});
