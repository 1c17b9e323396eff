/** The PostgreSQL error under drizzle's wrapper, if any. */
function pgError(error: unknown): { code?: string; constraint?: string } | null {
  let current = error as { code?: unknown; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current as { code: string; constraint?: string };
    current = current.cause as typeof current;
  }
  return null;
}

/** A write refused by the named unique constraint or index (23505), whichever driver raised it. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = pgError(error);
  return pg?.code === '23505' && (pg.constraint === constraint || String((error as Error)?.message ?? '').includes(constraint));
}
