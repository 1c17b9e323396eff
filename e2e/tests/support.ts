import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';

export const LOCALES = ['en', 'cn', 'de', 'es', 'fr', 'jp', 'pt', 'ru', 'tw'] as const;
const root = resolve(import.meta.dirname, '../..');

/** The texts a namespace shows in a locale, read from the app's own translation files. */
export function texts(pkg: string, locale: string): any {
  const dir = pkg === 'shared' ? 'shared/src/i18n/locales' : `${pkg}/src/i18n`;
  return JSON.parse(readFileSync(resolve(root, dir, `${locale}.json`), 'utf8'));
}

export async function setSettings(request: APIRequestContext, values: Record<string, unknown>) {
  const res = await request.put('/api/dev/settings', { data: values });
  if (!res.ok()) throw new Error(`settings: ${res.status()} ${await res.text()}`);
}

/** The newest mail to the address in the development outbox, or the newest of one kind (say `emailCode`). */
export async function latestMail(request: APIRequestContext, to: string, kind?: string) {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = await res.json();
  type Mail = { kind: string; subject: string; text: string; html: string };
  const mails = body.data as Mail[];
  // Undefined when there is none, which some journeys assert.
  return (kind ? mails.find((mail) => mail.kind === kind) : mails[0]) as Mail;
}

export async function chooseCurrency(page: Page, currency: string) {
  await page.getByTestId('currency-select').selectOption(currency);
}
