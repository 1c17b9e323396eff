import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { bearer, multipart } from '../../../test/account-fixtures';
import { createTestApp, createUser } from '../../../test/helpers';
import { buildApp } from '../../app';
import { openPostgres } from '../../db/client';
import { photos } from '../../db/schema/catalog';
import { uploads } from '../../db/schema/uploads';
import { REVIEW_PICTURES_PER_DAY } from './index';

const url = process.env.DATABASE_URL;

// PGlite runs one statement at a time, so it cannot show a lost update; this needs a PostgreSQL server.
describe.skipIf(!url)('review picture quota under concurrent uploads on PostgreSQL (skipped without DATABASE_URL: PGlite serialises everything)', () => {
  let app: FastifyInstance;
  let wide: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    // The same app on a pool as wide as the burst, on this test file's schema, so the uploads really overlap.
    const [{ schema }] = ((await app.db.execute(sql`select current_schema() as schema`)) as unknown as { rows: { schema: string }[] }).rows;
    wide = await buildApp({ config: app.config, database: await openPostgres({ url: url!, searchPath: schema, max: 40 }) });
  });
  afterAll(async () => {
    await wide?.close();
    await app?.close();
  });

  it(`90 concurrent uploads by one customer store exactly ${REVIEW_PICTURES_PER_DAY}; the rest get the limit message`, async () => {
    const { user, token } = await createUser(app);
    // 90 different pictures: the same bytes again are the same photo, stored once and not counted twice.
    const pictures = await Promise.all(
      Array.from({ length: 90 }, (_, i) =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: { r: (i % 10) * 25, g: Math.floor(i / 10) * 25, b: 128 } } })
          .jpeg()
          .toBuffer(),
      ),
    );
    const responses = await Promise.all(
      pictures.map((picture) => {
        const form = multipart(picture);
        return wide.inject({ method: 'POST', url: '/api/review/picture', headers: { ...bearer(token), ...form.headers }, payload: form.payload });
      }),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(REVIEW_PICTURES_PER_DAY);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(90 - REVIEW_PICTURES_PER_DAY);
    for (const r of refused) {
      expect(r.statusCode).toBe(429);
      expect(r.json().msg).toBe(`You can upload at most ${REVIEW_PICTURES_PER_DAY} pictures a day; please try again tomorrow`);
    }

    const [{ n }] = await app.db
      .select({ n: count() })
      .from(uploads)
      .where(and(eq(uploads.userId, user.id), eq(uploads.kind, 'review')));
    expect(n).toBe(REVIEW_PICTURES_PER_DAY);
    // Every stored picture is a photo with its row, written in the upload's transaction.
    const [{ described }] = await app.db
      .select({ described: count() })
      .from(uploads)
      .innerJoin(photos, eq(photos.src, uploads.url))
      .where(and(eq(uploads.userId, user.id), eq(uploads.kind, 'review')));
    expect(described).toBe(REVIEW_PICTURES_PER_DAY);
  }, 60_000);
});
