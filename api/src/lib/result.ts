import type { Db, Tx } from '../db';
import type { MessageParams } from '../i18n/messages';

/**
 * An expected failure: a code saying why (for shopper-facing services, the catalogue key of the message
 * they read) and the values that message names. Unexpected failures still throw.
 */
export interface Failure<E extends string> {
  ok: false;
  error: E;
  params?: MessageParams;
}

/** The answer of an operation that can fail in expected ways (ADR 0018). */
export type Result<T, E extends string> = { ok: true; data: T } | Failure<E>;

export function success<T>(data: T): { ok: true; data: T } {
  return { ok: true, data };
}

export function failure<const E extends string>(error: E, params?: MessageParams): Failure<E> {
  return params ? { ok: false, error, params } : { ok: false, error };
}

/** Carries a failure out of a transaction callback: throwing is what makes drizzle roll back. */
class RolledBack extends Error {
  constructor(readonly failure: Failure<string>) {
    super(failure.error);
  }
}

/**
 * Runs `work` in a transaction that commits on success and rolls back on a failed result, which is then
 * returned like any other: callers never see the throw that undoes the writes.
 */
export async function inTransaction<T, E extends string>(db: Db | Tx, work: (tx: Tx) => Promise<Result<T, E>>): Promise<Result<T, E>> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (!result.ok) throw new RolledBack(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.failure as Failure<E>;
    throw error;
  }
}
