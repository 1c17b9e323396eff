import { expect, test, type Page } from '@playwright/test';
import { latestMail, texts } from './support';
import { createShopper, freshShopper, imageCodeText, joinTexts, mailedCode, sharedTexts } from './support-auth';
import { hydrated } from './support-catalog';

const en = joinTexts('en');
const shell = texts('shell', 'en');

async function logIn(page: Page, account: string, password: string) {
  await page.getByLabel(en.login.account).fill(account);
  await page.getByLabel(en.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: en.login.submit, exact: true }).click();
}

/** The header's account entry shows the user's name once logged in. */
const accountLink = (page: Page, username: string) => page.locator('header').getByRole('link', { name: username });

test.describe('sign-up and login', () => {
  test('register with the codes from the outbox, log out, log in', async ({ page, context, request }) => {
    const shopper = freshShopper('reg');
    await page.goto('/join/register');
    await expect(page.getByRole('heading', { name: en.register.title })).toBeVisible();
    await expect(page).toHaveTitle(en.register.title);

    await page.getByLabel(en.register.username).fill(shopper.username);
    await page.getByLabel(en.register.email).fill(shopper.email);
    await page.getByLabel(en.register.password, { exact: true }).fill(shopper.password);
    await page.getByLabel(en.register.confirmPassword).fill(shopper.password);
    await page.getByLabel(en.code.imageCode, { exact: true }).fill(await imageCodeText(page));
    await page.getByRole('button', { name: en.code.send }).click();
    await expect(page.getByText(en.code.sent.replace('{{email}}', shopper.email))).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

    await page.getByLabel(en.code.emailCode).fill(await mailedCode(request, shopper.email));
    await page.getByRole('checkbox', { name: en.register.agree }).check();
    await page.getByRole('button', { name: en.register.submit, exact: true }).click();

    // Registered and logged in: back home with the name in the header and the 7-day token cookie.
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(accountLink(page, shopper.username)).toBeVisible();
    const token = (await context.cookies()).find((c) => c.name === 'token');
    expect(token?.value).toBeTruthy();
    const days = (token!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Log out: the header offers login again, the cookie is gone and the token no longer works.
    await page.locator('header').getByRole('button', { name: shell.account.logout }).click();
    await expect(page.locator('header').getByRole('link', { name: shell.account.login })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    const me = await request.get('/api/user/me', { headers: { authorization: `Bearer ${token!.value}` } });
    expect((await me.json()).status).toBe(410000);

    // Log in again, by username.
    await page.locator('header').getByRole('link', { name: shell.account.login }).click();
    await expect(page).toHaveURL(/\/join\?redirect=/);
    await logIn(page, shopper.username, shopper.password);
    await expect(accountLink(page, shopper.username)).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'token')?.value).toBeTruthy();
  });

  test('register and forgot password never say whether an address has an account; its owner is told by mail', async ({ page, request }) => {
    const owner = await createShopper(request, 'owner');
    const sentNote = (email: string) => page.getByText(en.code.sent.replace('{{email}}', email));

    // Registering with an address that has an account looks like any other address...
    await page.goto('/join/register');
    await expect(page.getByText(en.register.emailHint)).toBeVisible();
    await page.getByLabel(en.register.email).fill(owner.email);
    await page.getByLabel(en.code.imageCode, { exact: true }).fill(await imageCodeText(page));
    await page.getByRole('button', { name: en.code.send }).click();
    await expect(sentNote(owner.email)).toBeVisible();
    // ...and the owner gets a notice instead of a code.
    await expect.poll(async () => (await latestMail(request, owner.email))?.subject).toBe('Someone tried to use your email address');
    expect((await latestMail(request, owner.email)).text).not.toMatch(/\b\d{4}\b/);

    // A reset for an address without an account answers the same, and nothing is sent.
    const stranger = freshShopper('nobody');
    await page.goto('/join/forget');
    await expect(page.getByText(en.forget.intro)).toBeVisible();
    await page.getByLabel(en.forget.email).fill(stranger.email);
    await page.getByLabel(en.code.imageCode, { exact: true }).fill(await imageCodeText(page));
    await page.getByRole('button', { name: en.code.send }).click();
    await expect(sentNote(stranger.email)).toBeVisible();
    expect(await latestMail(request, stranger.email)).toBeUndefined();
  });

  test('a page that needs login sends the shopper to join and back after login', async ({ page, request }) => {
    const shopper = await createShopper(request, 'back');
    await page.goto('/user/order');
    await expect(page).toHaveURL(/\/join\?redirect=%2Fuser%2Forder$/);
    await logIn(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(/\/user\/order$/);
    await expect(accountLink(page, shopper.username)).toBeVisible();
  });

  test('a wrong password is refused with the server message', async ({ page, request }) => {
    const shopper = await createShopper(request, 'wrong');
    await page.goto('/join');
    await logIn(page, shopper.username, 'Not_the_one1');
    await expect(page.getByRole('alert')).toHaveText('Incorrect account or password');
    await expect(page).toHaveURL(/\/join$/);
  });

  test('a wrong confirm password shows "the two input passwords are inconsistent" on key-up', async ({ page }) => {
    await page.goto('/join/register');
    const password = page.getByLabel(en.register.password, { exact: true });
    const confirm = page.getByLabel(en.register.confirmPassword);
    await password.pressSequentially('Secret_12!');
    await confirm.pressSequentially('Secret_12?');
    // Still in the field, nothing submitted: the message comes from typing alone.
    await expect(confirm).toBeFocused();
    await expect(page.getByText('the two input passwords are inconsistent')).toBeVisible();
    await expect(confirm).toHaveClass(/is-error/);
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await confirm.press('Backspace');
    await confirm.pressSequentially('!');
    await expect(page.getByText('the two input passwords are inconsistent')).toBeHidden();
    await expect(confirm).not.toHaveClass(/is-error/);

    // Required and pattern rules on key-up too.
    const email = page.getByLabel(en.register.email);
    await email.pressSequentially('shopper@');
    await expect(page.getByText('please enter the correct email address')).toBeVisible();
    await email.clear();
    await expect(page.getByText('please enter email address')).toBeVisible();
  });

  test("text typed before the page's code has loaded is in the form once it has", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/join/register', { waitUntil: 'commit' });
    const password = page.getByLabel(en.register.password, { exact: true });
    const confirm = page.getByLabel(en.register.confirmPassword);
    await password.pressSequentially('Secret_12!');
    release();
    await hydrated(page);
    // The confirmation is compared with the password typed before the form worked.
    await confirm.pressSequentially('Secret_12?');
    await expect(page.getByText('the two input passwords are inconsistent')).toBeVisible();
    await confirm.press('Backspace');
    await confirm.pressSequentially('!');
    await expect(page.getByText('the two input passwords are inconsistent')).toBeHidden();
  });

  test('the same rule speaks German under /de', async ({ page }) => {
    const de = joinTexts('de');
    await page.goto('/de/join/register');
    await page.getByLabel(de.register.password, { exact: true }).pressSequentially('Secret_12!');
    await page.getByLabel(de.register.confirmPassword).pressSequentially('Secret_13!');
    await expect(page.getByText(sharedTexts('de').validation.passwordMismatch)).toBeVisible();
  });

  test('forgot password resets with the emailed code and the new password works', async ({ page, request }) => {
    const shopper = await createShopper(request, 'forgot');
    await page.goto('/join');
    await page.getByRole('link', { name: en.login.forgot }).click();
    await expect(page).toHaveURL(/\/join\/forget$/);

    await page.getByLabel(en.forget.email).fill(shopper.email);
    await page.getByLabel(en.code.imageCode, { exact: true }).fill(await imageCodeText(page));
    await page.getByRole('button', { name: en.code.send }).click();
    await expect(page.getByText(en.code.sent.replace('{{email}}', shopper.email))).toBeVisible();
    await page.getByLabel(en.code.emailCode).fill(await mailedCode(request, shopper.email));
    await page.getByLabel(en.forget.password, { exact: true }).fill('Fresh_pass2');
    await page.getByLabel(en.forget.confirmPassword).fill('Fresh_pass2');
    await page.getByRole('button', { name: en.forget.submit }).click();

    await expect(page.getByText(en.forget.done)).toBeVisible();
    await expect(page).toHaveURL(/\/join$/);
    await logIn(page, shopper.email, shopper.password);
    await expect(page.getByRole('alert')).toHaveText('Incorrect account or password');
    await logIn(page, shopper.email, 'Fresh_pass2');
    await expect(accountLink(page, shopper.username)).toBeVisible();
  });
});
