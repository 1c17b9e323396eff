import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CodePurpose } from '@storefront/shared/schemas/auth';
import { authThrottle } from '../src/db/schema/auth';
import { mailOutbox } from '../src/db/schema/mail';

/** Helpers of the sign-up and login tests: solve image codes, read emailed codes, register through HTTP. */

let counter = 0;
let ipCounter = 0;
/** A client address of its own, so per-IP limits do not leak from one test into the next. */
export function freshIp(): string {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
/** A username and address no other test uses. */
export function freshIdentity(prefix = 'shopper') {
  const username = `${prefix}${Date.now().toString(36)}${++counter}`.slice(0, 16);
  return { username, email: `${username}@example.test` };
}

/** A new image code and its text (read through the development route, as the browser tests do). */
export async function solveCaptcha(app: FastifyInstance, ip = freshIp()): Promise<{ captchaId: string; imageCode: string }> {
  const { id } = (await app.inject({ url: '/api/captcha', remoteAddress: ip })).json().data;
  const { text } = (await app.inject({ url: `/api/dev/captcha/${id}` })).json().data;
  return { captchaId: id, imageCode: text };
}

export interface CodeRequestOptions {
  purpose?: CodePurpose;
  ip?: string;
  lang?: string;
}

/** POST /api/code/email with a solved image code; answers the raw response. */
export async function sendCode(app: FastifyInstance, email: string, options: CodeRequestOptions = {}) {
  const ip = options.ip ?? freshIp();
  const captcha = await solveCaptcha(app, ip);
  return app.inject({
    method: 'POST',
    url: '/api/code/email',
    remoteAddress: ip,
    headers: options.lang ? { 'accept-language': options.lang } : {},
    payload: { purpose: options.purpose ?? 'register', email, ...captcha },
  });
}

/** The 4-digit code of the newest mail to the address. */
export async function lastCode(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase())).orderBy(desc(mailOutbox.id)).limit(1);
  const code = mail?.text.match(/\b\d{4}\b/)?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Lifts the one-code-a-minute limit of an address, standing in for a minute's wait. */
export async function skipResendWait(app: FastifyInstance, email: string): Promise<void> {
  await app.db.delete(authThrottle).where(eq(authThrottle.key, `code:address:minute:${email.toLowerCase()}`));
}

/** Sends a code and answers it (fails the test when sending fails). */
export async function mailedCode(app: FastifyInstance, email: string, options: CodeRequestOptions = {}): Promise<string> {
  const res = await sendCode(app, email, options);
  if (res.statusCode !== 200) throw new Error(`code not sent: ${res.statusCode} ${res.body}`);
  return lastCode(app, email);
}

export const PASSWORD = 'Secret_12!';

/** Registers through the API and answers the session and the identity used. */
export async function registerThroughApi(app: FastifyInstance, identity = freshIdentity(), password = PASSWORD) {
  const emailCode = await mailedCode(app, identity.email);
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/reg',
    payload: { ...identity, password, confirmPassword: password, emailCode, agree: true },
  });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { token: string; user: { id: number; username: string; email: string }; expiresAt: string };
  return { ...identity, password, ...data };
}
