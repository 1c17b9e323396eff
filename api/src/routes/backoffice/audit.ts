import { count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { auditLog } from '../../db/schema/operators';

/** Who made a change: the console's operator, or the command line's user (`cli:<user>`, no operator id). */
export interface Actor {
  id: number | null;
  email: string;
}

export interface AuditEntry {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** Appends one record; callers pass the transaction of the change, so it exists exactly when the change does. */
export async function writeAudit(tx: Db | Tx, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: actor.id,
    actor: actor.email,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Newest first, one page, optionally one kind of action. */
export async function listAudit(db: Db, query: { page: number; size: number; action?: string }) {
  const where = query.action ? eq(auditLog.action, query.action) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      actor: r.actor,
      at: Math.floor(r.at.getTime() / 1000),
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
    })),
    total,
    page: query.page,
    size: query.size,
  };
}
