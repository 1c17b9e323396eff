import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { sessions } from '../../db/schema/users';
import { AUTH_FAILED } from '../../lib/envelope';
import { hashPassword, verifyPassword } from '../../lib/password';
import { createSession, hashToken, revokeSession } from '../../lib/sessions';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const me = (headers: Record<string, string> = {}) => app.inject({ url: '/api/user/me', headers });

function expectAuthFailed(res: Awaited<ReturnType<typeof me>>, msg = 'please log in') {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ status: AUTH_FAILED, msg, data: null });
}

describe('GET /api/user/me', () => {
  it('answers the session user for a bearer token', async () => {
    const { user, token } = await createUser(app);
    const res = await me({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, msg: 'success', data: { id: user.id, username: user.username, email: user.email } });
  });

  it('takes the token from x-certificate-type when there is no bearer header', async () => {
    const { user, token } = await createUser(app);
    const res = await me({ 'x-certificate-type': token });
    expect(res.json().data.id).toBe(user.id);
  });

  it('answers 410000 without a token, translated', async () => {
    expectAuthFailed(await me());
    expectAuthFailed(await me({ 'accept-language': 'cn' }), '请登录');
  });

  it('answers 410000 for an unknown token', async () => {
    expectAuthFailed(await me({ authorization: 'Bearer not-a-real-token' }));
  });

  it('answers 410000 for an expired session', async () => {
    const { user } = await createUser(app);
    const { token } = await createSession(app.db, user.id, new Date(Date.now() - 8 * 24 * 3600 * 1000));
    expectAuthFailed(await me({ authorization: `Bearer ${token}` }));
  });

  it('answers 410000 once the session is revoked', async () => {
    const { token } = await createUser(app);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect(await revokeSession(app.db, token)).toBe(true);
    expect(await revokeSession(app.db, token)).toBe(false);
    expectAuthFailed(await me({ authorization: `Bearer ${token}` }));
  });
});

describe('sessions and passwords', () => {
  it('store only the token hash, with a 7-day expiry', async () => {
    const { user } = await createUser(app);
    const now = new Date();
    const { token, expiresAt } = await createSession(app.db, user.id, now);
    expect(expiresAt.getTime() - now.getTime()).toBe(7 * 24 * 3600 * 1000);
    const [row] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row.userId).toBe(user.id);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('hash passwords with argon2id', async () => {
    const hash = await hashPassword('secret_123');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'secret_123')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('garbage', 'secret_123')).toBe(false);
  });
});
