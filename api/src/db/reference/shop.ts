import { currencies, languages, settings } from '../schema/shop';
import type { Seeder } from './seeder';

// en first: the shop falls back to the first language the server returns.
const LANGUAGES = [
  { abb: 'en', name: 'English' },
  { abb: 'cn', name: '简体中文' },
  { abb: 'de', name: 'Deutsch' },
  { abb: 'es', name: 'Español' },
  { abb: 'fr', name: 'Français' },
  { abb: 'jp', name: '日本語' },
  { abb: 'pt', name: 'Português' },
  { abb: 'ru', name: 'Русский' },
  { abb: 'tw', name: '繁體中文' },
];

// Units of each currency per 1 USD.
const CURRENCIES = [
  { currency: 'USD', exRate: 1, flag: '🇺🇸', symbol: '$' },
  { currency: 'EUR', exRate: 0.92, flag: '🇪🇺', symbol: '€' },
  { currency: 'GBP', exRate: 0.79, flag: '🇬🇧', symbol: '£' },
  { currency: 'JPY', exRate: 151.6, flag: '🇯🇵', symbol: 'JP¥' },
  { currency: 'CNY', exRate: 7.24, flag: '🇨🇳', symbol: '¥' },
  { currency: 'TWD', exRate: 32.4, flag: '🇹🇼', symbol: 'NT$' },
  { currency: 'RUB', exRate: 92.5, flag: '🇷🇺', symbol: '₽' },
  { currency: 'BRL', exRate: 5.45, flag: '🇧🇷', symbol: 'R$' },
];

export const shopSeeder: Seeder = {
  name: 'shop',
  async run(db) {
    // Insert only what is missing, so operator edits (rates, switches) survive a restart.
    for (const language of LANGUAGES) {
      await db.insert(languages).values(language).onConflictDoNothing({ target: languages.abb });
    }
    for (const [i, c] of CURRENCIES.entries()) {
      await db
        .insert(currencies)
        .values({ ...c, cid: i + 1, uid: 0, sort: i + 1 })
        .onConflictDoNothing({ target: currencies.currency });
    }
    await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
  },
};
