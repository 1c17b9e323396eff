import { asc, eq, inArray } from 'drizzle-orm';
import type { Language, MoneyType, ShopSettings } from '@storefront/shared/contracts/shop';
import type { Db, Tx } from '../../db';
import { currencies, languages, settings } from '../../db/schema/shop';

export function listLanguages(db: Db): Promise<Language[]> {
  return db.select({ id: languages.id, abb: languages.abb, name: languages.name }).from(languages).orderBy(asc(languages.id));
}

export function listCurrencies(db: Db): Promise<MoneyType[]> {
  return db
    .select({
      cid: currencies.cid,
      currency: currencies.currency,
      ex_rate: currencies.exRate,
      flag: currencies.flag,
      id: currencies.id,
      symbol: currencies.symbol,
      uid: currencies.uid,
    })
    .from(currencies)
    .orderBy(asc(currencies.sort), asc(currencies.id));
}

const settingsColumns = {
  isEdit: settings.isEdit,
  isCloseComment: settings.isCloseComment,
  webPayclose: settings.webPayclose,
  webType: settings.webType,
  webPid: settings.webPid,
};

const DEFAULT_SETTINGS: ShopSettings = { isEdit: false, isCloseComment: false, webPayclose: 0, webType: 1, webPid: 0 };

export async function getSettings(db: Db): Promise<ShopSettings> {
  const [row] = await db.select(settingsColumns).from(settings).where(eq(settings.id, 1));
  return row ?? DEFAULT_SETTINGS;
}

export async function updateSettings(db: Db, patch: Partial<ShopSettings>): Promise<ShopSettings> {
  if (Object.keys(patch).length === 0) return getSettings(db);
  const [row] = await db
    .insert(settings)
    .values({ id: 1, ...patch })
    .onConflictDoUpdate({ target: settings.id, set: patch })
    .returning(settingsColumns);
  return row;
}

/**
 * New exchange rates against USD, all or none: a currency the shop does not list is refused (it needs a
 * flag and symbol first). One transaction, so every instance hears of the change once, on commit, and shows
 * the new prices within a second; orders keep the rate they were placed at.
 */
export async function setExchangeRates(
  db: Db,
  rates: ReadonlyMap<string, number>,
  audit?: (tx: Tx, before: Record<string, number>, after: Record<string, number>) => Promise<void>,
): Promise<{ ok: true; changed: string[] } | { ok: false; unknown: string[] }> {
  return db.transaction(async (tx) => {
    const listed = await tx
      .select({ currency: currencies.currency, exRate: currencies.exRate })
      .from(currencies)
      .where(inArray(currencies.currency, [...rates.keys()]));
    const unknown = [...rates.keys()].filter((code) => !listed.some((row) => row.currency === code));
    if (unknown.length) return { ok: false as const, unknown };
    const changed: string[] = [];
    const before: Record<string, number> = {};
    const after: Record<string, number> = {};
    for (const row of listed) {
      const rate = rates.get(row.currency)!;
      if (row.exRate === rate) continue;
      await tx.update(currencies).set({ exRate: rate }).where(eq(currencies.currency, row.currency));
      changed.push(row.currency);
      before[row.currency] = row.exRate;
      after[row.currency] = rate;
    }
    if (changed.length && audit) await audit(tx, before, after);
    return { ok: true as const, changed };
  });
}
