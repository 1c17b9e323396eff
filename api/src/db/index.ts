import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as mail from './schema/mail';
import * as shop from './schema/shop';
import * as users from './schema/users';
import * as catalog from './schema/catalog';
import * as inbox from './schema/inbox';
import * as auth from './schema/auth';
import * as favourites from './schema/favourites';
import * as uploads from './schema/uploads';
import * as content from './schema/content';
import * as cart from './schema/cart';
import * as addresses from './schema/addresses';
import * as coupons from './schema/coupons';
import * as fees from './schema/fees';
import * as orders from './schema/orders';
import * as payments from './schema/payments';
import * as releases from './schema/releases';
import * as search from './schema/search';
import * as operators from './schema/operators';

/** Every table and relation; add a domain's schema module here. */
export const schema = {
  ...shop,
  ...users,
  ...mail,
  ...catalog,
  ...inbox,
  ...favourites,
  ...uploads,
  ...content,
  ...auth,
  ...cart,
  ...addresses,
  ...coupons,
  ...fees,
  ...orders,
  ...payments,
  ...releases,
  ...search,
  ...operators,
};
export type Schema = typeof schema;

/** The database as services see it, whichever driver (PGlite or pg) is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: inside `db.transaction(async (tx) => ...)` use tx only (PGlite deadlocks otherwise). */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
