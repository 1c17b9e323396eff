import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
// The same TOTP library the server checks codes with (pinned alike in both packages).
import { generate } from 'otplib';
import { operator } from './support-account';
import { texts } from './support';

/** The console's English texts, so a reworded button fails here rather than matching by chance. */
export const bo = texts('mf-backoffice', 'en');

export type OperatorRole = 'support' | 'merchandiser' | 'release' | 'admin';

export interface ConsoleOperator {
  email: string;
  password: string;
}

/** An operator made as the README says (`pnpm --filter api operator add`), with the password it printed once. */
export async function addOperator(request: APIRequestContext, role: OperatorRole): Promise<ConsoleOperator> {
  const email = `ops.${role}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@shop.example`;
  const lines = await operator(request, 'add', email, '--role', role);
  const password = lines.find((l) => l.startsWith('password (shown once): '))?.split(': ')[1];
  if (!password) throw new Error(`no password in:\n${lines.join('\n')}`);
  return { email, password };
}

/** The console's password step, from /backoffice signed out. */
export async function passwordStep(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: bo.signIn.title })).toBeVisible();
  await page.getByLabel(bo.signIn.email).fill(email);
  await page.getByLabel(bo.signIn.password).fill(password);
  await page.getByRole('button', { name: bo.signIn.submit }).click();
}

/**
 * The first sign-in at /backoffice: the password, then an authenticator app set up from the secret shown
 * (its code typed back), then the ten recovery codes, shown once and put away. Ends in the console's workspace.
 */
export async function signInFirstTime(page: Page, { email, password }: ConsoleOperator) {
  await page.goto('/backoffice');
  await passwordStep(page, email, password);
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  const uri = (await page.getByTestId('totp-uri').textContent())!;
  expect(uri).toContain(`secret=${secret}`);
  await page.getByLabel(bo.signIn.code).fill(await generate({ secret }));
  await page.getByRole('button', { name: bo.signIn.verify }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: bo.signIn.recoveryDone }).click();
  await expect(page.getByRole('navigation', { name: bo.nav.label })).toBeVisible();
  return { secret, uri, recoveryCodes };
}

/**
 * A later sign-in with one recovery code instead of the app's code: the app's code of this half minute may
 * have signed in already, and a code never signs in twice.
 */
export async function signInWithRecoveryCode(page: Page, email: string, password: string, recoveryCode: string) {
  await passwordStep(page, email, password);
  await page.getByRole('button', { name: bo.signIn.useRecovery }).click();
  await page.getByLabel(bo.signIn.recoveryCode).fill(recoveryCode);
  await page.getByRole('button', { name: bo.signIn.verify }).click();
  await expect(page.getByRole('navigation', { name: bo.nav.label })).toBeVisible();
}

export async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

/** A new operator of a role, signed in to the console in a browser context of its own (not a shopper's). */
export async function consoleSession(browser: Browser, request: APIRequestContext, role: OperatorRole) {
  const account = await addOperator(request, role);
  const page = await (await browser.newContext()).newPage();
  await signInFirstTime(page, account);
  return { page, email: account.email };
}

/** The console asks before every change: checks the question names what will change, then answers OK. */
export async function confirm(page: Page, message: string | RegExp) {
  await expect(page.getByTestId('confirm-message')).toHaveText(message);
  await page.getByRole('button', { name: 'OK' }).click();
}

/** Opens a section of the console from its navigation. */
export async function openSection(page: Page, section: 'orders' | 'reviews' | 'customers' | 'catalogue' | 'releases' | 'operators' | 'audit') {
  await page.getByRole('navigation', { name: bo.nav.label }).getByRole('link', { name: bo.nav[section] }).click();
  await expect(page.getByRole('heading', { level: 1, name: bo.nav[section] })).toBeVisible();
}
