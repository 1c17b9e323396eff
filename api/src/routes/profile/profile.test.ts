import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../../../test/helpers';
import { bearer, JPG_BYTES, multipart, PNG_BYTES } from '../../../test/account-fixtures';

let app: FastifyInstance;
let photos: string;
beforeAll(async () => {
  // Its own photo folder: replacing an avatar deletes the old one's files.
  photos = await mkdtemp(path.join(os.tmpdir(), 'sf-photos-'));
  app = await createTestApp({ photoDir: photos });
});
afterAll(async () => {
  await app.close();
  await rm(photos, { recursive: true, force: true });
});

const details = { nickname: 'Tea Lover', realName: 'Ada Lovelace', birthday: '1990-12-10', sex: 'female', email: 'ada@example.test' };

describe('GET /api/user/profile', () => {
  it('answers my information', async () => {
    const { user, token } = await createUser(app);
    const res = await app.inject({ url: '/api/user/profile', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      nickname: null,
      realName: null,
      birthday: null,
      sex: 'secrecy',
      avatar: null,
      avatarPlaceholder: null,
    });
  });

  it('needs a session', async () => {
    const res = await app.inject({ url: '/api/user/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(410000);
  });
});

describe('PUT /api/user/profile', () => {
  it('modifies personal details and stores empty fields as null', async () => {
    const { user, token } = await createUser(app);
    const { email: _email, ...withoutEmail } = details;
    const res = await app.inject({ method: 'PUT', url: '/api/user/profile', headers: bearer(token), payload: withoutEmail });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ nickname: 'Tea Lover', realName: 'Ada Lovelace', birthday: '1990-12-10', sex: 'female', email: user.email });

    // Older pages send the present address along (in any letter case): still fine.
    const cleared = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(token),
      payload: { nickname: '', realName: '', birthday: '', sex: 'secrecy', email: user.email.toUpperCase() },
    });
    expect(cleared.json().data).toMatchObject({ nickname: null, realName: null, birthday: null, sex: 'secrecy' });
  });

  it('does not change the email address: that needs the password and a code sent to the new one', async () => {
    const { user, token } = await createUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(token),
      payload: { ...details, email: `${user.username}-new@example.test` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('To change your email address, confirm the new one with your password and the code we send to it');
    const after = (await app.inject({ url: '/api/user/profile', headers: bearer(token) })).json().data;
    expect(after).toMatchObject({ email: user.email, nickname: null });
  });

  it('accepts a real name of 2-16 Chinese characters', async () => {
    const { user, token } = await createUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(token),
      payload: { ...details, realName: '张三', email: user.email },
    });
    expect(res.json().data.realName).toBe('张三');
  });

  it.each([
    ['realName', 'R2-D2', 'body.realName'],
    ['birthday', '2999-01-01', 'body.birthday'],
    ['birthday', '1990-02-30', 'body.birthday'],
    ['sex', 'other', 'body.sex'],
    ['nickname', 'x'.repeat(21), 'body.nickname'],
    ['email', 'not-an-email', 'body.email'],
  ])('refuses %s = %s', async (field, value, path) => {
    const { user, token } = await createUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(token),
      payload: { ...details, email: user.email, [field]: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.issues.map((i: { path: string }) => i.path)).toEqual([path]);
  });

  it('words its own rules in the request language', async () => {
    const { user, token } = await createUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...bearer(token), 'accept-language': 'de' },
      payload: { ...details, email: user.email, birthday: '2999-01-01' },
    });
    expect(res.json().msg).toContain('Bitte geben Sie ein gültiges Datum ein');
  });

  it("answers another customer's email address like any other new one, telling nothing about it", async () => {
    const other = await createUser(app);
    const { token } = await createUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(token),
      payload: { ...details, email: other.user.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('To change your email address, confirm the new one with your password and the code we send to it');
  });
});

describe('POST /api/user/avatar', () => {
  const upload = (token: string, body: ReturnType<typeof multipart>, lang = 'en') =>
    app.inject({ method: 'POST', url: '/api/user/avatar', headers: { ...bearer(token), ...body.headers, 'accept-language': lang }, payload: body.payload });

  it('stores a JPG as a photo at every width, serves it and replaces the previous one', async () => {
    const { token } = await createUser(app);
    const first = await upload(token, multipart(JPG_BYTES));
    expect(first.statusCode).toBe(200);
    const url: string = first.json().data.avatar;
    expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{16}\.8x8\.jpg$/);
    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // Stored re-encoded: the same picture, not the same bytes.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
    expect((await app.inject({ url: url.replace(/\.jpg$/, '.8.avif') })).headers['content-type']).toBe('image/avif');
    // With its blurred preview, shown in the avatar's box until the picture arrives.
    expect(first.json().data.avatarPlaceholder).toMatch(/^data:image\/webp;base64,/);
    expect((await app.inject({ url: '/api/user/profile', headers: bearer(token) })).json().data).toMatchObject({
      avatar: url,
      avatarPlaceholder: first.json().data.avatarPlaceholder,
    });

    const other = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const second = await upload(token, multipart(other));
    expect(second.json().data.avatar).toMatch(/^\/media\/photos\/[0-9a-f]{16}\.30x30\.jpg$/);
    // The old avatar's files are gone: no row names them any more.
    expect(existsSync(path.join(photos, url.slice(url.lastIndexOf('/') + 1)))).toBe(false);
    expect((await app.inject({ url })).statusCode).toBe(404);
    expect((await app.inject({ url: url.replace(/\.jpg$/, '.8.webp') })).statusCode).toBe(404);
  });

  it("another shopper's avatar of the same bytes keeps its files when the first one replaces theirs", async () => {
    const picture = await sharp({ create: { width: 24, height: 12, channels: 3, background: '#a63' } })
      .jpeg()
      .toBuffer();
    const [a, b] = [await createUser(app), await createUser(app)];
    const url = (await upload(a.token, multipart(picture))).json().data.avatar;
    expect((await upload(b.token, multipart(picture))).json().data.avatar).toBe(url);
    await upload(a.token, multipart(JPG_BYTES));
    expect((await app.inject({ url })).statusCode).toBe(200);
  });

  it('refuses PNG bytes even when named and typed as JPG, with the spec message', async () => {
    const { token } = await createUser(app);
    const res = await upload(token, multipart(PNG_BYTES, 'photo.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('avatar upload can only be JPG format');
    const cn = await upload(token, multipart(PNG_BYTES, 'photo.png', 'image/png'), 'cn');
    expect(cn.json().msg).toBe('上传头像图片只能是 JPG 格式');
  });

  it('refuses a JPG over 2 MB with 413 and keeps nothing', async () => {
    const { token } = await createUser(app);
    const big = Buffer.concat([JPG_BYTES, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(token, multipart(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('avatar size cannot exceed 2MB');
    expect((await app.inject({ url: '/api/user/profile', headers: bearer(token) })).json().data.avatar).toBeNull();
  });

  it('accepts exactly 2 MB', async () => {
    const { token } = await createUser(app);
    const exact = Buffer.concat([JPG_BYTES, Buffer.alloc(2 * 1024 * 1024 - JPG_BYTES.length)]);
    expect((await upload(token, multipart(exact))).statusCode).toBe(200);
  });

  it('answers 400 without a file and 410000 without a session', async () => {
    const { token } = await createUser(app);
    const none = await app.inject({ method: 'POST', url: '/api/user/avatar', headers: bearer(token), payload: {} });
    expect(none.statusCode).toBe(400);
    const anonymous = multipart(JPG_BYTES);
    const res = await app.inject({ method: 'POST', url: '/api/user/avatar', headers: anonymous.headers, payload: anonymous.payload });
    expect(res.json().status).toBe(410000);
  });

  it('does not serve paths outside the uploads folder', async () => {
    expect((await app.inject({ url: '/uploads/../../package.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/uploads/.tmp/x' })).statusCode).not.toBe(200);
  });
});
