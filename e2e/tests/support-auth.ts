import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestMail } from './support';

const root = resolve(import.meta.dirname, '../..');

/** Texts of the join pages (namespace `join` of mf-account) in a locale. */
export function joinTexts(locale: string): any {
  return JSON.parse(readFileSync(resolve(root, 'mf-account/src/i18n/join', `${locale}.json`), 'utf8'));
}

/** The `shared` namespace (validation messages) in a locale. */
export function sharedTexts(locale: string): any {
  return JSON.parse(readFileSync(resolve(root, 'shared/src/i18n/locales', `${locale}.json`), 'utf8'));
}

let counter = 0;
/** A username and address no other run of the suite uses. */
export function freshShopper(prefix = 'e2e') {
  const username = `${prefix}${Date.now().toString(36)}${++counter}`.slice(0, 16);
  return { username, email: `${username}@example.test`, password: 'Secret_12!' };
}

/** Reads the text of the image code the page shows, through the development route. */
export async function imageCodeText(page: Page): Promise<string> {
  const image = page.locator('img[data-captcha-id]');
  await expect(image).toBeVisible();
  const id = await image.getAttribute('data-captcha-id');
  const res = await page.request.get(`/api/dev/captcha/${id}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.text;
}

/**
 * The 4-digit code of the newest code mail to the address in the development outbox. Only code mails count:
 * an order mail to the same address holds 4-digit numbers too (a year, a price).
 */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  await expect.poll(async () => (await latestMail(request, email, 'emailCode'))?.text ?? '').toMatch(/\b\d{4}\b/);
  return (await latestMail(request, email, 'emailCode')).text.match(/\b\d{4}\b/)![0];
}

/** An account made through the development route, ready to log in. */
export async function createShopper(request: APIRequestContext, prefix = 'e2e') {
  const shopper = freshShopper(prefix);
  const res = await request.post('/api/dev/users', { data: shopper });
  expect(res.ok(), await res.text()).toBe(true);
  return shopper;
}
