import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import {
  EMAIL_CODE_RESEND_SECONDS,
  EMAIL_CODE_TTL_SECONDS,
  IMAGE_CODE_TTL_SECONDS,
  type CodePurpose,
  type PublicCodePurpose,
} from '@storefront/shared/schemas/auth';
import type { Db, Tx } from '../../db';
import { captchas, emailCodes } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { ApiError } from '../../lib/errors';
import { check, count, forgive, hitAll, pruneThrottle, reset, tooManyAttempts, type ThrottleResult, type ThrottleRule } from '../../lib/throttle';

// Letters and digits a shopper cannot confuse (no 0/O/o, 1/I/l); answers ignore case.
const CAPTCHA_CHARS = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** Wrong guesses an emailed code survives; 4 digits must not be walkable. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

/** Code sending: one per address a minute, and a ceiling per address and per IP. */
export const CODE_RULES = {
  addressMinute: { name: 'code:address:minute', max: 1, windowSeconds: EMAIL_CODE_RESEND_SECONDS },
  addressHour: { name: 'code:address:hour', max: 10, windowSeconds: 60 * 60 },
  ip: { name: 'code:ip', max: 30, windowSeconds: 60 * 60 },
} as const;

/**
 * Guesses of emailed codes per subject (an address for a purpose, or an account), across codes: a new
 * code a minute would otherwise give 5 fresh guesses each time. When the day's budget is used up, codes
 * of the subject are locked for a day: none is sent and none is checked.
 */
export const CODE_GUESS_RULES = {
  guesses: { name: 'code:guess', max: 10, windowSeconds: 24 * 60 * 60 },
  lock: { name: 'code:lock', max: 0, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/** Whose guesses count together: an address for registration and reset, the account for a change of email. */
export const guessSubject = (purpose: CodePurpose, who: string) => `${purpose}:${who}`;

/** Pictures one IP may ask for; each is a database row, so a flood is cut off early. */
export const CAPTCHA_RULE = { name: 'captcha:ip', max: 100, windowSeconds: 10 * 60 } as const;

export async function createCaptcha(db: Db): Promise<{ id: string; svg: string }> {
  const { text, data } = svgCaptcha.create({ size: 4, charPreset: CAPTCHA_CHARS, noise: 2, color: true, background: '#f4f1ea', width: 120, height: 44 });
  const id = randomUUID();
  await db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`));
  await db.insert(captchas).values({
    id,
    answer: text.toLowerCase(),
    expiresAt: sql`now() + ${IMAGE_CODE_TTL_SECONDS}::int * interval '1 second'`,
  });
  return { id, svg: data };
}

/** Checks an image code and uses it up, right or wrong, so each picture allows one guess. */
export async function consumeCaptcha(db: Db, id: string, answer: string): Promise<boolean> {
  const [row] = await db
    .delete(captchas)
    .where(eq(captchas.id, id))
    .returning({ answer: captchas.answer, live: sql<boolean>`${captchas.expiresAt} > now()` });
  return Boolean(row?.live) && row.answer === answer.trim().toLowerCase();
}

/** The text of a live image code; only the development and test route reads it. */
export async function peekCaptcha(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ answer: captchas.answer })
    .from(captchas)
    .where(and(eq(captchas.id, id), gt(captchas.expiresAt, sql`now()`)));
  return row?.answer ?? null;
}

/** A new 4-digit code for the address and purpose; it replaces any earlier one. */
export async function createEmailCode(db: Db, email: string, purpose: CodePurpose): Promise<string> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await db.delete(emailCodes).where(lt(emailCodes.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(emailCodes).values({
    email,
    purpose,
    code,
    expiresAt: sql`now() + ${EMAIL_CODE_TTL_SECONDS}::int * interval '1 second'`,
  });
  return code;
}

/** Takes back a code whose mail could not be sent. */
export async function discardEmailCode(db: Db, email: string, purpose: CodePurpose, code: string): Promise<void> {
  await db.delete(emailCodes).where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), eq(emailCodes.code, code), isNull(emailCodes.usedAt)));
}

/**
 * Uses up the newest live code of the address and purpose when `code` matches it. A wrong guess counts
 * against that code, which stops working after EMAIL_CODE_MAX_ATTEMPTS. Call inside the transaction
 * that does what the code allows, and let a wrong answer commit (return, do not throw) so the guess
 * stays counted.
 */
export async function consumeEmailCode(db: Db, email: string, purpose: CodePurpose, code: string): Promise<boolean> {
  const [live] = await db
    .select({ id: emailCodes.id, code: emailCodes.code })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, sql`now()`)))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  if (!live) return false;
  // Re-checked in the UPDATE so two requests racing with the same code cannot both use it.
  const stillLive = and(eq(emailCodes.id, live.id), isNull(emailCodes.usedAt), lte(emailCodes.attempts, EMAIL_CODE_MAX_ATTEMPTS - 1));
  if (live.code === code.trim()) {
    const used = await db
      .update(emailCodes)
      .set({ usedAt: sql`now()` })
      .where(stillLive)
      .returning({ id: emailCodes.id });
    return used.length === 1;
  }
  await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(eq(emailCodes.id, live.id));
  return false;
}

/** The answer while codes are locked: HTTP 429 (body 400, like the other limits), saying for how many hours. */
export function codesLockedError(retryAfterSeconds: number): ApiError {
  return new ApiError(429, 400, 'auth.codesLocked', { count: Math.max(1, Math.ceil(retryAfterSeconds / 3600)) });
}

/**
 * A refused step of a flow that asks for the password and a mailed code, as the envelope. `own` holds the
 * refusals only that flow has; anything unnamed is a wrong code, so the answer tells nothing more.
 */
export function refuseMailedCodeStep(result: { error: string; retryAfterSeconds?: number }, own: Record<string, () => ApiError> = {}): never {
  if (result.error in own) throw own[result.error]!();
  switch (result.error) {
    case 'throttled':
      throw tooManyAttempts(result.retryAfterSeconds!);
    case 'codesLocked':
      throw codesLockedError(result.retryAfterSeconds!);
    case 'mailFailed':
      throw new ApiError(503, 503, 'auth.mailFailed');
    case 'passwordWrong':
      throw ApiError.badRequest('auth.passwordWrong');
    default:
      throw ApiError.badRequest('auth.emailCodeWrong');
  }
}

/** Not ok while codes of the subject are locked after too many wrong guesses. */
export function codesLocked(db: Db, subject: string): Promise<ThrottleResult> {
  return check(db, CODE_GUESS_RULES.lock, subject);
}

export type CodeGuess<T> =
  | { ok: true; data: T }
  | { ok: false; error: 'emailCodeWrong' }
  /** `lockedNow`: this guess used up the budget (tell the owner once). */
  | { ok: false; error: 'codesLocked'; retryAfterSeconds: number; lockedNow: boolean };

/**
 * Checks an emailed code against the subject's budget of guesses and, when it is right, runs `use` in the
 * transaction that uses the code up. The guess is counted before the code is compared, so parallel guesses
 * cannot pass the budget together; a right code gives the budget back. The guess that uses the budget up
 * locks the subject's codes and lets the live code die.
 */
export async function guessEmailCode<T>(
  db: Db,
  subject: string,
  email: string,
  purpose: CodePurpose,
  code: string,
  use: (tx: Tx) => Promise<T>,
): Promise<CodeGuess<T>> {
  const locked = await codesLocked(db, subject);
  if (!locked.ok) return { ok: false, error: 'codesLocked', retryAfterSeconds: locked.retryAfterSeconds, lockedNow: false };
  const budget = await count(db, CODE_GUESS_RULES.guesses, subject);
  if (budget.hits > CODE_GUESS_RULES.guesses.max) {
    // A parallel guess took the last one and is locking the subject.
    return { ok: false, error: 'codesLocked', retryAfterSeconds: CODE_GUESS_RULES.lock.windowSeconds, lockedNow: false };
  }
  const used = await db.transaction(async (tx) => ((await consumeEmailCode(tx, email, purpose, code)) ? { data: await use(tx) } : null));
  if (used) {
    await reset(db, CODE_GUESS_RULES.guesses, subject);
    return { ok: true, data: used.data };
  }
  if (budget.hits < CODE_GUESS_RULES.guesses.max) return { ok: false, error: 'emailCodeWrong' };
  const lock = await count(db, CODE_GUESS_RULES.lock, subject);
  await reset(db, CODE_GUESS_RULES.guesses, subject);
  await db
    .update(emailCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.usedAt)));
  return { ok: false, error: 'codesLocked', retryAfterSeconds: lock.retryAfterSeconds, lockedNow: lock.hits === 1 };
}

export interface EmailCodeInput {
  purpose: PublicCodePurpose;
  email: string;
  captchaId: string;
  imageCode: string;
}

export type EmailCodeError = 'captchaWrong' | 'mailFailed' | 'throttled' | 'codesLocked';

export type EmailCodeResult =
  | { ok: true; data: { resendAfter: number; expiresIn: number } }
  | { ok: false; error: Exclude<EmailCodeError, 'throttled' | 'codesLocked'> }
  | { ok: false; error: 'throttled' | 'codesLocked'; retryAfterSeconds: number };

export interface EmailCodeDeps {
  db: Db;
  /** Sends the code; throws when the mail cannot go out. */
  send(to: string, code: string): Promise<void>;
  /** Tells the owner of a registered address that someone tried to register with it; throws like send. */
  notifyAddressInUse(to: string, account: { id: number; username: string }): Promise<void>;
}

/**
 * POST /api/code/email: the image code first (used up either way), then the lock after wrong guesses and
 * the sending limits, then the mail. The answer never tells whether the address has an account: a free
 * address gets a registration code, a registered one a notice to its owner instead; a known address gets
 * a reset code, an unknown one nothing. Limits count the same in every case.
 */
export async function requestEmailCode(deps: EmailCodeDeps, input: EmailCodeInput, ip: string): Promise<EmailCodeResult> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  if (!(await consumeCaptcha(db, input.captchaId, input.imageCode))) return { ok: false, error: 'captchaWrong' };

  const locked = await codesLocked(db, guessSubject(input.purpose, email));
  if (!locked.ok) return { ok: false, error: 'codesLocked', retryAfterSeconds: locked.retryAfterSeconds };

  const checks = [
    [CODE_RULES.ip, ip],
    [CODE_RULES.addressMinute, email],
    [CODE_RULES.addressHour, email],
  ] as const;
  const allowed = await hitAll(db, checks);
  if (!allowed.ok) return { ok: false, error: 'throttled', retryAfterSeconds: allowed.retryAfterSeconds };

  const [account] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.email, email)).limit(1);
  const mailCode = input.purpose === 'register' ? !account : Boolean(account);
  let code: string | null = null;
  try {
    if (mailCode) {
      code = await createEmailCode(db, email, input.purpose);
      await deps.send(email, code);
    } else if (input.purpose === 'register') {
      await deps.notifyAddressInUse(email, account!);
    }
  } catch {
    if (code) await discardEmailCode(db, email, input.purpose, code);
    for (const [rule, subject] of checks) await forgive(db, rule, subject);
    return { ok: false, error: 'mailFailed' };
  }
  await pruneThrottle(db);
  return { ok: true, data: { resendAfter: EMAIL_CODE_RESEND_SECONDS, expiresIn: EMAIL_CODE_TTL_SECONDS } };
}
