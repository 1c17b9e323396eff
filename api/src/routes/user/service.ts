import { and, eq, ne } from 'drizzle-orm';
import { EMAIL_CODE_RESEND_SECONDS, EMAIL_CODE_TTL_SECONDS, type EmailChangeCodeRequest, type EmailChangeRequest } from '@storefront/shared/schemas/auth';
import type { Profile } from '@storefront/shared/schemas/account';
import type { Locale } from '@storefront/shared/routes';
import type { Db } from '../../db';
import { users } from '../../db/schema/users';
import { verifyPassword } from '../../lib/password';
import type { SessionUser } from '../../lib/sessions';
import { forgive, hitAll, reset, type ThrottleRule } from '../../lib/throttle';
import { CODE_RULES, codesLocked, createEmailCode, discardEmailCode, guessEmailCode, guessSubject } from '../codes/service';
import { mailOwner, maskEmail } from '../auth/service';
import { profileColumns } from '../profile/service';

/** Changing the account's email: wrong passwords per account, and codes one account may have mailed. */
export const EMAIL_CHANGE_RULES = {
  password: { name: 'email:password:user', max: 5, windowSeconds: 15 * 60 },
  codes: { name: 'email:code:user', max: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

type Failure<E extends string> = { ok: false; error: E } | { ok: false; error: 'throttled' | 'codesLocked'; retryAfterSeconds: number };

/** The password proves the owner; wrong ones are limited per account like on the change-password form. */
async function checkPassword(db: Db, userId: number, password: string): Promise<Failure<'passwordWrong'> | null> {
  const allowed = await hitAll(db, [[EMAIL_CHANGE_RULES.password, String(userId)]]);
  if (!allowed.ok) return { ok: false, error: 'throttled', retryAfterSeconds: allowed.retryAfterSeconds };
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, password))) return { ok: false, error: 'passwordWrong' };
  await reset(db, EMAIL_CHANGE_RULES.password, String(userId));
  return null;
}

const subjectOf = (user: SessionUser) => guessSubject('changeEmail', `user:${user.id}`);

export interface EmailChangeCodeDeps {
  db: Db;
  /** Mails the code to the new address; throws when the mail cannot go out. */
  send(to: string, code: string): Promise<void>;
  /** Tells the owner of an address another account already uses; throws like send. */
  notifyAddressInUse(to: string, account: { id: number; username: string }): Promise<void>;
}

export type EmailChangeCodeResult = { ok: true; data: { resendAfter: number; expiresIn: number } } | Failure<'passwordWrong' | 'emailUnchanged' | 'mailFailed'>;

/**
 * POST /api/user/email/code: with the password, a code to the new address. Whether another account
 * uses that address is not told (its owner gets a notice instead of a code), so a session cannot probe
 * addresses; the limits count the same either way.
 */
export async function requestEmailChangeCode(deps: EmailChangeCodeDeps, user: SessionUser, input: EmailChangeCodeRequest): Promise<EmailChangeCodeResult> {
  const { db } = deps;
  const newEmail = input.newEmail.trim().toLowerCase();
  const wrong = await checkPassword(db, user.id, input.password);
  if (wrong) return wrong;
  if (newEmail === user.email) return { ok: false, error: 'emailUnchanged' };
  const locked = await codesLocked(db, subjectOf(user));
  if (!locked.ok) return { ok: false, error: 'codesLocked', retryAfterSeconds: locked.retryAfterSeconds };

  const checks = [
    [EMAIL_CHANGE_RULES.codes, String(user.id)],
    [CODE_RULES.addressMinute, newEmail],
    [CODE_RULES.addressHour, newEmail],
  ] as const;
  const allowed = await hitAll(db, checks);
  if (!allowed.ok) return { ok: false, error: 'throttled', retryAfterSeconds: allowed.retryAfterSeconds };

  const [owner] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.email, newEmail), ne(users.id, user.id)))
    .limit(1);
  let code: string | null = null;
  try {
    if (owner) {
      await deps.notifyAddressInUse(newEmail, owner);
    } else {
      code = await createEmailCode(db, newEmail, 'changeEmail');
      await deps.send(newEmail, code);
    }
  } catch {
    if (code) await discardEmailCode(db, newEmail, 'changeEmail', code);
    for (const [rule, subject] of checks) await forgive(db, rule, subject);
    return { ok: false, error: 'mailFailed' };
  }
  return { ok: true, data: { resendAfter: EMAIL_CODE_RESEND_SECONDS, expiresIn: EMAIL_CODE_TTL_SECONDS } };
}

export type EmailChangeResult =
  { ok: true; data: { profile: Profile; previousEmail: string } } | Failure<'passwordWrong' | 'emailUnchanged' | 'emailCodeWrong' | 'emailTaken'>;

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * PUT /api/user/email: the password again and the code mailed to the new address. Wrong codes count per
 * account across codes and lock its codes for a day like the reset. Answers the profile and the address
 * it replaced (which the route tells).
 */
export async function changeEmail(db: Db, user: SessionUser, input: EmailChangeRequest, locale: Locale): Promise<EmailChangeResult> {
  const newEmail = input.newEmail.trim().toLowerCase();
  const wrong = await checkPassword(db, user.id, input.password);
  if (wrong) return wrong;
  if (newEmail === user.email) return { ok: false, error: 'emailUnchanged' };
  try {
    const guess = await guessEmailCode(db, subjectOf(user), newEmail, 'changeEmail', input.emailCode, async (tx) => {
      const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, user.id)).for('no key update');
      const [profile] = await tx.update(users).set({ email: newEmail }).where(eq(users.id, user.id)).returning(profileColumns);
      // The address it replaced is told, in the same transaction: the mail exists exactly when the change does.
      await mailOwner(
        tx,
        user,
        before.email,
        {
          kind: 'emailChanged',
          subject: 'auth.emailChangedSubject',
          text: 'auth.emailChangedText',
          params: { username: user.username, email: maskEmail(newEmail) },
        },
        locale,
      );
      return { profile, previousEmail: before.email };
    });
    if (guess.ok) return guess;
    return guess.error === 'codesLocked'
      ? { ok: false, error: 'codesLocked', retryAfterSeconds: guess.retryAfterSeconds }
      : { ok: false, error: 'emailCodeWrong' };
  } catch (error) {
    // Another account took the address after the code went out; the code proved this shopper owns it.
    if (isUniqueViolation(error)) return { ok: false, error: 'emailTaken' };
    throw error;
  }
}
