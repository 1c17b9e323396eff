import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Operator, OperatorRole } from '@storefront/shared/schemas/backoffice';
import type { Db, Tx } from '../../db';
import { operatorRecoveryCodes, operators, operatorSessions } from '../../db/schema/operators';
import { hashPassword, verifyPassword } from '../../lib/password';
import { failure, success, type Failure, type Result } from '../../lib/result';
import { forgive, hitAll, reset, type ThrottleRule } from '../../lib/throttle';

/**
 * Operators' accounts (ADR 0048): password, then a TOTP code or a recovery code. Tokens are opaque, kept
 * as their sha256, and live in their own table: a shopper's token is never looked up here, nor an
 * operator's among the shoppers'.
 */

/** A token that has passed the password only: long enough to open the app and type a code. */
export const PASSWORD_STAGE_TTL_MS = 5 * 60 * 1000;
/** A signed-in console: one working day, then the password and a code again. */
export const OPERATOR_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
export const RECOVERY_CODES = 10;
const ISSUER = 'Storefront console';

/** Failed passwords per account and per address, as the shop's login; wrong codes per operator. */
export const OPERATOR_LOGIN_RULES = {
  account: { name: 'console-login:account', max: 5, windowSeconds: 15 * 60 },
  ip: { name: 'console-login:ip', max: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>;
export const SECOND_FACTOR_RULE: ThrottleRule = { name: 'console-totp:operator', max: 5, windowSeconds: 15 * 60 };

export type Throttled = Failure<'throttled'> & { retryAfterSeconds: number };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newToken = () => `op_${randomBytes(32).toString('base64url')}`;
/** Recovery codes compare without dashes and case. */
const normalCode = (code: string) => code.replace(/-/g, '').toUpperCase();

/** Bearer-like scheme of its own, so no client sends an operator's token to the shop by mistake. */
const OPERATOR_AUTH = /^Operator\s+(\S+)$/i;
export function operatorTokenOf(authorization: string | string[] | undefined): string | null {
  const value = Array.isArray(authorization) ? authorization[0] : authorization;
  return (value && OPERATOR_AUTH.exec(value.trim())?.[1]) || null;
}

export type AddOperatorResult = Result<Operator, 'emailTaken'>;

/** What the audit log keeps of an operator before and after a change (never a secret). */
export interface OperatorFacts {
  email: string;
  role: OperatorRole;
  disabled: boolean;
  totpSetUp: boolean;
}

/** The audit record of an operator change, written in the change's transaction. */
export type OperatorAudit = (tx: Tx, target: Operator, before: OperatorFacts | null, after: OperatorFacts) => Promise<void>;

const factsColumns = {
  id: operators.id,
  email: operators.email,
  role: operators.role,
  disabledAt: operators.disabledAt,
  totpConfirmedAt: operators.totpConfirmedAt,
};
type FactsRow = { id: number; email: string; role: OperatorRole; disabledAt: Date | null; totpConfirmedAt: Date | null };
const factsOf = (row: FactsRow): OperatorFacts => ({
  email: row.email,
  role: row.role,
  disabled: row.disabledAt !== null,
  totpSetUp: row.totpConfirmedAt !== null,
});

/** `operator add` and the console's admin: a new operator, who sets up TOTP at the first sign-in. */
export async function addOperator(db: Db, email: string, role: OperatorRole, password: string, audit?: OperatorAudit): Promise<AddOperatorResult> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({ email: email.trim().toLowerCase(), role, passwordHash })
      .onConflictDoNothing()
      .returning({ id: operators.id, email: operators.email, role: operators.role });
    if (!row) return failure('emailTaken');
    if (audit) await audit(tx, row, null, { email: row.email, role: row.role, disabled: false, totpSetUp: false });
    return success(row);
  });
}

/** Every operator, disabled ones too, by address. */
export async function listOperators(db: Db) {
  const rows = await db
    .select({ ...factsColumns, createdAt: operators.createdAt })
    .from(operators)
    .orderBy(operators.email);
  const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    createdAt: seconds(r.createdAt)!,
    disabledAt: seconds(r.disabledAt),
    totpSetUp: r.totpConfirmedAt !== null,
  }));
}

export type OperatorChange = Result<Operator, 'notFound' | 'backoffice.notYourself'>;
type ChangeKind = { role: OperatorRole } | { disable: true } | { enable: true } | { resetTotp: true };

/**
 * Changes one operator in a transaction with its audit record. Disabling and resetting TOTP end every
 * session of the operator at once (the guard also refuses a disabled operator's token); after a reset the
 * operator sets TOTP up again at the next sign-in, and the old recovery codes are gone.
 */
async function changeOperator(db: Db, key: { id: number } | { email: string }, change: ChangeKind, audit?: OperatorAudit, actorId?: number | null) {
  return db.transaction(async (tx): Promise<OperatorChange> => {
    const where = 'id' in key ? eq(operators.id, key.id) : eq(operators.email, key.email.trim().toLowerCase());
    const [row] = await tx.select(factsColumns).from(operators).where(where).for('update');
    if (!row) return failure('notFound');
    if ('disable' in change && row.id === actorId) return failure('backoffice.notYourself');
    const set =
      'role' in change
        ? { role: change.role }
        : 'disable' in change
          ? { disabledAt: row.disabledAt ?? new Date() }
          : 'enable' in change
            ? { disabledAt: null }
            : { totpSecret: null, totpConfirmedAt: null, totpLastStep: null };
    const [after] = await tx.update(operators).set(set).where(eq(operators.id, row.id)).returning(factsColumns);
    if ('disable' in change || 'resetTotp' in change) {
      await tx
        .update(operatorSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(operatorSessions.operatorId, row.id), isNull(operatorSessions.revokedAt)));
    }
    if ('resetTotp' in change) await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, row.id));
    const target = { id: row.id, email: row.email, role: after!.role };
    if (audit) await audit(tx, target, factsOf(row), factsOf(after!));
    return success(target);
  });
}

type OperatorKey = { id: number } | { email: string };
export const setOperatorRole = (db: Db, key: OperatorKey, role: OperatorRole, audit?: OperatorAudit) => changeOperator(db, key, { role }, audit);
/** `by` is the operator asking (null from the command line): an admin cannot lock themselves out. */
export const disableOperator = (db: Db, key: OperatorKey, by: number | null, audit?: OperatorAudit) => changeOperator(db, key, { disable: true }, audit, by);
export const resetOperatorTotp = (db: Db, key: OperatorKey, audit?: OperatorAudit) => changeOperator(db, key, { resetTotp: true }, audit);
/** A disabled operator may sign in again (with the same password and TOTP); their old sessions stay ended. */
export const enableOperator = (db: Db, key: OperatorKey, audit?: OperatorAudit) => changeOperator(db, key, { enable: true }, audit);

async function openSession(db: Db, operatorId: number, stage: 'password' | 'full', now = new Date()) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + (stage === 'full' ? OPERATOR_SESSION_TTL_MS : PASSWORD_STAGE_TTL_MS));
  await db.insert(operatorSessions).values({ operatorId, tokenHash: sha256(token), stage, createdAt: now, expiresAt });
  return { token, expiresAt: Math.floor(expiresAt.getTime() / 1000) };
}

export interface SessionOperator extends Operator {
  stage: 'password' | 'full';
  sessionId: number;
  totpConfirmed: boolean;
}

/** The operator of a live session (not expired, not revoked, not disabled), or null. */
export async function findOperatorSession(db: Db, token: string): Promise<SessionOperator | null> {
  const [row] = await db
    .select({
      id: operators.id,
      email: operators.email,
      role: operators.role,
      stage: operatorSessions.stage,
      sessionId: operatorSessions.id,
      totpConfirmedAt: operators.totpConfirmedAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, sha256(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, new Date()),
        isNull(operators.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { totpConfirmedAt, ...rest } = row;
  return { ...rest, totpConfirmed: totpConfirmedAt !== null };
}

export async function revokeOperatorSession(db: Db, sessionId: number): Promise<void> {
  await db.update(operatorSessions).set({ revokedAt: new Date() }).where(eq(operatorSessions.id, sessionId));
}

// Same work for an unknown address as for a known one, so the answer's time tells nothing.
let dummyHash: Promise<string> | null = null;

/** The password step: a token for the second factor, and whether TOTP must be set up first. */
export async function operatorLogin(
  db: Db,
  input: { email: string; password: string },
  ip: string,
): Promise<Result<{ stage: 'totpSetup' | 'totp'; token: string; expiresAt: number }, 'loginFailed'> | Throttled> {
  const email = input.email.trim().toLowerCase();
  const [row] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
  const subject = row ? `operator:${row.id}` : `email:${email}`;
  const allowed = await hitAll(db, [
    [OPERATOR_LOGIN_RULES.account, subject],
    [OPERATOR_LOGIN_RULES.ip, ip],
  ]);
  if (!allowed.ok) return { ok: false, error: 'throttled', retryAfterSeconds: allowed.retryAfterSeconds };
  const valid = row
    ? await verifyPassword(row.passwordHash, input.password)
    : (await verifyPassword(await (dummyHash ??= hashPassword('x')), input.password), false);
  if (!row || !valid || row.disabledAt) return failure('loginFailed');
  await reset(db, OPERATOR_LOGIN_RULES.account, subject);
  await forgive(db, OPERATOR_LOGIN_RULES.ip, ip);
  const session = await openSession(db, row.id, 'password');
  return success({ stage: row.totpConfirmedAt ? 'totp' : 'totpSetup', ...session });
}

/** A new secret for the authenticator app (replacing one never confirmed). Refused once TOTP is set up. */
export async function beginTotpSetup(db: Db, operator: SessionOperator): Promise<Result<{ secret: string; uri: string }, 'backoffice.totpAlreadySetUp'>> {
  const secret = generateSecret();
  const [row] = await db
    .update(operators)
    .set({ totpSecret: secret })
    .where(and(eq(operators.id, operator.id), isNull(operators.totpConfirmedAt)))
    .returning({ id: operators.id });
  if (!row) return failure('backoffice.totpAlreadySetUp');
  return success({ secret, uri: generateURI({ issuer: ISSUER, label: operator.email, secret }) });
}

/**
 * Checks a code against the operator's secret and uses up its time step, so the same code cannot sign in
 * twice (the step is moved forward with a guarded UPDATE: two racing requests cannot both pass).
 */
async function useTotpCode(db: Db, operatorId: number, code: string): Promise<boolean> {
  const [row] = await db.select({ secret: operators.totpSecret, last: operators.totpLastStep }).from(operators).where(eq(operators.id, operatorId));
  if (!row?.secret) return false;
  const result = await verify({ secret: row.secret, token: code, epochTolerance: 30, ...(row.last !== null ? { afterTimeStep: row.last } : {}) }).catch(() => ({
    valid: false as const,
  }));
  if (!result.valid || !('timeStep' in result)) return false;
  const step = result.timeStep;
  const [used] = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return !!used;
}

async function throttleSecondFactor(db: Db, operatorId: number): Promise<Throttled | null> {
  const allowed = await hitAll(db, [[SECOND_FACTOR_RULE, String(operatorId)]]);
  return allowed.ok ? null : { ok: false, error: 'throttled', retryAfterSeconds: allowed.retryAfterSeconds };
}

async function recoveryCodesLeft(db: Db, operatorId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  return n;
}

export interface SignedIn {
  token: string;
  expiresAt: number;
  operator: Operator;
  recoveryCodes?: string[];
  recoveryCodesLeft: number;
}

/** The end of the password step: the short token is spent and a console session begins. */
async function signIn(db: Db, operator: SessionOperator, extra: { recoveryCodes?: string[] } = {}): Promise<SignedIn> {
  await revokeOperatorSession(db, operator.sessionId);
  await reset(db, SECOND_FACTOR_RULE, String(operator.id));
  const session = await openSession(db, operator.id, 'full');
  const { id, email, role } = operator;
  return { ...session, operator: { id, email, role }, ...extra, recoveryCodesLeft: await recoveryCodesLeft(db, operator.id) };
}

/** First sign-in: a code from the app confirms the secret; the recovery codes are made and shown once. */
export async function confirmTotp(
  db: Db,
  operator: SessionOperator,
  code: string,
): Promise<Result<SignedIn, 'backoffice.totpWrong' | 'backoffice.totpAlreadySetUp'> | Throttled> {
  if (operator.totpConfirmed) return failure('backoffice.totpAlreadySetUp');
  const throttled = await throttleSecondFactor(db, operator.id);
  if (throttled) return throttled;
  if (!(await useTotpCode(db, operator.id, code))) return failure('backoffice.totpWrong');
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    // 12 bytes are 16 base64url characters: four groups of four.
    const raw = randomBytes(12).toString('base64url').replace(/[-_]/g, 'X').slice(0, 16).toUpperCase();
    return raw.match(/.{4}/g)!.join('-');
  });
  const confirmed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(operators)
      .set({ totpConfirmedAt: new Date() })
      .where(and(eq(operators.id, operator.id), isNull(operators.totpConfirmedAt)))
      .returning({ id: operators.id });
    if (!row) return false;
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operator.id));
    await tx.insert(operatorRecoveryCodes).values(codes.map((c) => ({ operatorId: operator.id, codeHash: sha256(normalCode(c)) })));
    return true;
  });
  if (!confirmed) return failure('backoffice.totpAlreadySetUp');
  return success(await signIn(db, operator, { recoveryCodes: codes }));
}

/** Later sign-ins: a code from the app, or one unused recovery code (used up by this sign-in). */
export async function secondFactor(
  db: Db,
  operator: SessionOperator,
  input: { code: string } | { recoveryCode: string },
): Promise<Result<SignedIn, 'backoffice.totpWrong' | 'backoffice.totpNotSetUp'> | Throttled> {
  if (!operator.totpConfirmed) return failure('backoffice.totpNotSetUp');
  const throttled = await throttleSecondFactor(db, operator.id);
  if (throttled) return throttled;
  let passed: boolean;
  if ('code' in input) passed = await useTotpCode(db, operator.id, input.code);
  else {
    const used = await db
      .update(operatorRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(operatorRecoveryCodes.operatorId, operator.id),
          eq(operatorRecoveryCodes.codeHash, sha256(normalCode(input.recoveryCode))),
          isNull(operatorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: operatorRecoveryCodes.id });
    passed = used.length > 0;
  }
  if (!passed) return failure('backoffice.totpWrong');
  return success(await signIn(db, operator));
}

/** Sessions past their end are of no use; called now and then so the table stays small. */
export async function pruneOperatorSessions(db: Db): Promise<void> {
  await db.delete(operatorSessions).where(lt(operatorSessions.expiresAt, sql`now() - interval '1 day'`));
}
