import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { AuthUser, ChangePasswordRequest, LoginRequest, RegisterRequest, ResetPasswordRequest } from '@storefront/shared/schemas/auth';
import type { Locale } from '@storefront/shared/routes';
import type { Db } from '../../db';
import { sessions, users } from '../../db/schema/users';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Failure, Result } from '../../lib/result';
import { createSession, hashToken } from '../../lib/sessions';
import { forgive, hitAll, reset, type ThrottleRule } from '../../lib/throttle';
import { CODE_GUESS_RULES, guessEmailCode, guessSubject } from '../codes/service';
import { issueWelcomeCode } from '../coupon/service';
import { joinGuestOrders } from '../order/service';
import { mailPasswordChanged } from './notices';

export { codeMail, mailOwner, mailPasswordChanged, maskEmail } from './notices';

/** The welcome code a new account gets: percent off one order, or none when 0 (WELCOME_CODE_PERCENT). */
export interface AccountOptions {
  welcomeCodePercent: number;
}

/** Failed logins: a few per account, more per IP (shops behind one NAT), in 15-minute windows. */
export const LOGIN_RULES = {
  account: { name: 'login:account', max: 5, windowSeconds: 15 * 60 },
  ip: { name: 'login:ip', max: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Registration and password reset attempts per IP, like login: they answer alike whether or not an
 * address has an account, and the per-IP limit keeps a script from trying address after address.
 */
export const REGISTER_RULE: ThrottleRule = { name: 'register:ip', max: 30, windowSeconds: 15 * 60 };
export const RESET_RULE: ThrottleRule = { name: 'reset:ip', max: 30, windowSeconds: 15 * 60 };

/** Wrong old passwords on the change-password form, per user. */
export const CHANGE_PASSWORD_RULE: ThrottleRule = { name: 'password:user', max: 5, windowSeconds: 15 * 60 };

/** The shared result, or over a limit (429) / emailed codes locked after too many wrong ones, with the wait. */
export type AuthResult<T, E extends string> = Result<T, E> | (Failure<'throttled' | 'codesLocked'> & { retryAfterSeconds: number });

export interface SessionGrant {
  token: string;
  user: AuthUser;
  expiresAt: string;
}

const userColumns = { id: users.id, username: users.username, email: users.email, nickname: users.nickname, avatar: users.avatar };

// Verified against when the account does not exist, so a wrong name costs as long as a wrong password.
let dummyHash: Promise<string> | null = null;
const timingDummy = () => (dummyHash ??= hashPassword('timing-equaliser'));

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

async function grant(db: Db, user: AuthUser): Promise<SessionGrant> {
  const { token, expiresAt } = await createSession(db, user.id);
  return { token, user, expiresAt: expiresAt.toISOString() };
}

/** Which of username and email another account already has (usernames compare case-insensitively). */
async function takenBy(db: Db, username: string, email: string): Promise<'usernameTaken' | 'emailTaken' | null> {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${username.toLowerCase()}`, eq(users.email, email)))
    .limit(2);
  if (rows.some((r) => r.username.toLowerCase() === username.toLowerCase())) return 'usernameTaken';
  if (rows.length > 0) return 'emailTaken';
  return null;
}

async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

/**
 * POST /api/user/reg: the emailed code proves the address; the new account is logged in at once. A taken
 * username is said (usernames are public); a registered address is not: it never received a code, so the
 * answer is the one for a wrong code.
 */
export async function register(
  db: Db,
  input: RegisterRequest,
  ip: string,
  options: AccountOptions,
): Promise<AuthResult<SessionGrant, 'usernameTaken' | 'emailTaken' | 'emailCodeWrong'>> {
  const allowed = await hitAll(db, [[REGISTER_RULE, ip]]);
  if (!allowed.ok) return { ok: false, error: 'throttled', retryAfterSeconds: allowed.retryAfterSeconds };
  const email = input.email.toLowerCase();
  const username = input.username.trim();
  // Before the code is used up, so a taken name does not cost the shopper their code.
  if (await usernameTaken(db, username)) return { ok: false, error: 'usernameTaken' };
  const passwordHash = await hashPassword(input.password);
  let guess: Awaited<ReturnType<typeof guessEmailCode<SessionGrant>>>;
  try {
    guess = await guessEmailCode(db, guessSubject('register', email), email, 'register', input.emailCode, async (tx) => {
      const [user] = await tx.insert(users).values({ username, email, passwordHash }).returning(userColumns);
      if (options.welcomeCodePercent > 0) await issueWelcomeCode(tx, user.id, options.welcomeCodePercent);
      // The code just proved the address: its guest orders are this account's.
      await joinGuestOrders(tx, user.id, email);
      return grant(tx, user);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Only with the right code, so whoever reads this owns the address.
    return { ok: false, error: (await usernameTaken(db, username)) ? 'usernameTaken' : 'emailTaken' };
  }
  if (!guess.ok)
    return guess.error === 'codesLocked'
      ? { ok: false, error: 'codesLocked', retryAfterSeconds: guess.retryAfterSeconds }
      : { ok: false, error: 'emailCodeWrong' };
  await forgive(db, REGISTER_RULE, ip);
  return { ok: true, data: guess.data };
}

/** An account created without a code (the development route browser tests use to set up a shopper). */
export async function createAccount(
  db: Db,
  input: { username: string; email: string; password: string },
  options: AccountOptions,
): Promise<AuthResult<AuthUser, 'usernameTaken' | 'emailTaken'>> {
  const email = input.email.toLowerCase();
  const username = input.username.trim();
  const taken = await takenBy(db, username, email);
  if (taken) return { ok: false, error: taken };
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values({ username, email, passwordHash }).returning(userColumns);
    if (options.welcomeCodePercent > 0) await issueWelcomeCode(tx, row.id, options.welcomeCodePercent);
    return row;
  });
  return { ok: true, data: user };
}

/** POST /api/user/login by email or username. Every attempt counts until one succeeds. */
export async function login(db: Db, input: LoginRequest, ip: string): Promise<AuthResult<SessionGrant, 'loginFailed'>> {
  const account = input.account.trim().toLowerCase();
  const byEmail = account.includes('@');
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(byEmail ? eq(users.email, account) : sql`lower(${users.username}) = ${account}`)
    .limit(1);
  // An existing account has one counter whether its email or its username is typed.
  const subject = row ? `user:${row.id}` : `name:${account}`;
  const checks = [
    [LOGIN_RULES.account, subject],
    [LOGIN_RULES.ip, ip],
  ] as const;
  const allowed = await hitAll(db, checks);
  if (!allowed.ok) return { ok: false, error: 'throttled', retryAfterSeconds: allowed.retryAfterSeconds };

  const valid = row ? await verifyPassword(row.passwordHash, input.password) : (await verifyPassword(await timingDummy(), input.password), false);
  if (!row || !valid) return { ok: false, error: 'loginFailed' };

  await reset(db, LOGIN_RULES.account, subject);
  await forgive(db, LOGIN_RULES.ip, ip);
  // Every account's address was proved by a code (registration, change of address), so guest orders
  // placed with it since join the account now.
  await db.transaction((tx) => joinGuestOrders(tx, row.id, row.email));
  const { passwordHash: _hash, ...user } = row;
  return { ok: true, data: await grant(db, user) };
}

/** Called when wrong reset codes have just locked an address that has an account. */
export type ResetLockedNotice = (to: string, account: { id: number; username: string }, wrongCodes: number, hours: number) => Promise<void>;

/**
 * POST /api/user/password/reset: a reset code sets a new password and ends every session of the account.
 * Wrong codes count per address across codes (known or not, so the lock says nothing about the address);
 * the one that locks it tells the account's owner.
 */
export async function resetPassword(
  db: Db,
  input: ResetPasswordRequest,
  ip: string,
  notifyLocked: ResetLockedNotice,
  locale: Locale,
): Promise<AuthResult<null, 'emailCodeWrong'>> {
  const allowed = await hitAll(db, [[RESET_RULE, ip]]);
  if (!allowed.ok) return { ok: false, error: 'throttled', retryAfterSeconds: allowed.retryAfterSeconds };
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const guess = await guessEmailCode(db, guessSubject('reset', email), email, 'reset', input.emailCode, async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.email, email))
      .returning({ id: users.id, username: users.username, email: users.email });
    if (!user) return false;
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, user.id), sql`${sessions.revokedAt} is null`));
    await mailPasswordChanged(tx, user, locale);
    return true;
  });
  if (!guess.ok) {
    if (guess.error === 'emailCodeWrong') return { ok: false, error: 'emailCodeWrong' };
    if (guess.lockedNow) {
      const [account] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.email, email)).limit(1);
      const hours = Math.ceil(guess.retryAfterSeconds / 3600);
      if (account) await notifyLocked(email, account, CODE_GUESS_RULES.guesses.max, hours);
    }
    return { ok: false, error: 'codesLocked', retryAfterSeconds: guess.retryAfterSeconds };
  }
  if (!guess.data) return { ok: false, error: 'emailCodeWrong' };
  await forgive(db, RESET_RULE, ip);
  return { ok: true, data: null };
}

/** PUT /api/user/password: the old password proves it is the owner; other sessions of the account end. */
export async function changePassword(
  db: Db,
  userId: number,
  currentToken: string | null,
  input: ChangePasswordRequest,
  locale: Locale,
): Promise<AuthResult<null, 'oldPasswordWrong'>> {
  const allowed = await hitAll(db, [[CHANGE_PASSWORD_RULE, String(userId)]]);
  if (!allowed.ok) return { ok: false, error: 'throttled', retryAfterSeconds: allowed.retryAfterSeconds };
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, input.oldPassword))) return { ok: false, error: 'oldPasswordWrong' };

  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [account] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, userId))
      .returning({ id: users.id, username: users.username, email: users.email });
    const others = and(
      eq(sessions.userId, userId),
      sql`${sessions.revokedAt} is null`,
      currentToken ? ne(sessions.tokenHash, hashToken(currentToken)) : undefined,
    );
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(others);
    if (account) await mailPasswordChanged(tx, account, locale);
  });
  await reset(db, CHANGE_PASSWORD_RULE, String(userId));
  return { ok: true, data: null };
}
