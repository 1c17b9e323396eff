import { expect, type Browser, type Page } from '@playwright/test';
// The same TOTP library the server checks codes with, at the version the api package pins.
import { generate } from 'otplib';
import { texts } from './support';

/** The console's English texts, so a reworded button fails here rather than matching by chance. */
export const bo = texts('mf-backoffice', 'en');

export async function confirm(page: Page, message: string | RegExp) {
  await expect(page.getByTestId('confirm-message')).toHaveText(message);
  await page.getByRole('button', { name: 'OK' }).click();
}

export async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

/** The console's password step, from /backoffice signed out. */
export async function passwordStep(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: bo.signIn.title })).toBeVisible();
  await page.getByLabel(bo.signIn.email).fill(email);
  await page.getByLabel(bo.signIn.password).fill(password);
  await page.getByRole('button', { name: bo.signIn.submit }).click();
}

/**
 * An operator's first sign-in: the password, then the authenticator app set up from the secret the page
 * shows, then the ten recovery codes shown once. Answers the secret and the codes.
 */
export async function firstSignIn(page: Page, email: string, password: string) {
  await page.goto('/backoffice');
  await passwordStep(page, email, password);
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await expect(page.getByTestId('totp-uri')).toContainText(`secret=${secret}`);
  await page.getByLabel(bo.signIn.code).fill(await generate({ secret }));
  await page.getByRole('button', { name: bo.signIn.verify }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: bo.signIn.recoveryDone }).click();
  await expect(page.getByRole('navigation', { name: bo.nav.label })).toBeVisible();
  return { secret, recoveryCodes };
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
