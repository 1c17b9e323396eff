import { and, count, desc, eq, ne } from 'drizzle-orm';
import { MAX_ADDRESSES, normalizePhone, type Address, type addressInputSchema } from '@storefront/shared/schemas/checkout';
import type { z } from 'zod';
import type { Db, Tx } from '../../db';
import { addresses } from '../../db/schema/addresses';
import { failure, inTransaction, success, type Result } from '../../lib/result';
import { unixSeconds } from '../../lib/product-card';

type AddressInput = z.output<typeof addressInputSchema>;
type Row = typeof addresses.$inferSelect;

export function toAddress(row: Row): Address {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    consignee: `${row.firstName} ${row.lastName}`,
    country: row.country,
    region: row.region,
    city: row.city,
    line: row.line,
    phone: row.phone,
    postcode: row.postcode,
    isDefault: row.isDefault,
    createdAt: unixSeconds(row.createdAt),
  };
}

function values(input: AddressInput) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    country: input.country,
    region: input.region,
    city: input.city,
    line: input.line,
    phone: normalizePhone(input.phone),
    postcode: input.postcode.trim().toUpperCase(),
  };
}

/** Default first, then newest. */
export async function listAddresses(db: Db | Tx, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

export async function findAddress(db: Db | Tx, userId: number, id: number): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row ?? null;
}

/** The first address becomes the default; a new default takes the flag from the old one. */
export async function createAddress(db: Db, userId: number, input: AddressInput): Promise<Result<Address, 'address.limit'>> {
  return inTransaction(db, async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    if (n >= MAX_ADDRESSES) return failure('address.limit', { count: MAX_ADDRESSES });
    const isDefault = input.isDefault || n === 0;
    if (isDefault)
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...values(input), isDefault })
      .returning();
    return success(toAddress(row));
  });
}

/** Another customer's address is notFound, like one that does not exist. */
export async function updateAddress(db: Db, userId: number, id: number, input: AddressInput): Promise<Result<Address, 'notFound'>> {
  return inTransaction(db, async (tx) => {
    const current = await findAddress(tx, userId, id);
    if (!current) return failure('notFound');
    // Unticking "default" on the default address would leave none; it stays default.
    const isDefault = input.isDefault || current.isDefault;
    if (isDefault && !current.isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    }
    const [row] = await tx
      .update(addresses)
      .set({ ...values(input), isDefault })
      .where(eq(addresses.id, id))
      .returning();
    return success(toAddress(row));
  });
}

/** Deleting the default passes the flag to the newest remaining address. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<Result<null, 'notFound'>> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!row) return failure('notFound');
    if (row.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
    return success(null);
  });
}

export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<Result<Address, 'notFound'>> {
  return inTransaction(db, async (tx) => {
    const current = await findAddress(tx, userId, id);
    if (!current) return failure('notFound');
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)));
    const [row] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id)).returning();
    return success(toAddress(row));
  });
}
