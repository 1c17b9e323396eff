/** Shapes of the shop-wide data the API answers and the shell keeps in the store. */

/** One language of GET /api/language (msg is a JSON text of Language[]). */
export interface Language {
  id: number;
  abb: string;
  name: string;
}

/** One currency of GET /api/currency; the spec's moneyType. ex_rate converts from USD. */
export interface MoneyType {
  cid: number;
  currency: string;
  ex_rate: number;
  flag: string;
  id: number;
  symbol: string;
  uid: number;
}

export const DEFAULT_MONEY_TYPE: MoneyType = { cid: 1, currency: 'USD', ex_rate: 1, flag: '🇺🇸', id: 1, symbol: '$', uid: 0 };

/** GET /api/settings: switches an operator keeps in the database. */
export interface ShopSettings {
  isEdit: boolean;
  isCloseComment: boolean;
  webPayclose: number;
  webType: number;
  webPid: number;
}
