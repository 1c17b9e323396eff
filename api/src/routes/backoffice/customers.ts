import { asc, count, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { consoleOrderPage } from './orders';

/** `%`, `_` and `\` typed into the search box are matched as themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The console's customer search: by (part of) the address, oldest account first; closed accounts too. */
export async function searchCustomers(db: Db, query: { q?: string; page: number; size: number }) {
  const q = query.q?.trim().toLowerCase();
  const where = q ? ilike(users.email, `%${likeEscape(q)}%`) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        nickname: users.nickname,
        createdAt: users.createdAt,
        closedAt: users.closedAt,
        orders: db.$count(orders, eq(orders.userId, users.id)),
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
  return {
    list: rows.map((r) => ({ ...r, orders: Number(r.orders), createdAt: seconds(r.createdAt)!, closedAt: seconds(r.closedAt) })),
    total,
    page: query.page,
    size: query.size,
  };
}

/** A customer's orders, newest first; null for an unknown customer. */
export async function customerOrders(db: Db, userId: number, query: { page: number; size: number }) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return user ? consoleOrderPage(db, eq(orders.userId, userId), query) : null;
}
