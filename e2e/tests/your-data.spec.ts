import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { texts } from './support';
import { joinTexts, mailedCode } from './support-auth';
import { accountTexts, auth, newCustomer, placeOrder, productsInStock, signIn } from './support-account';
import { hydrated } from './support-catalog';

const t = accountTexts('en');
const join = joinTexts('en');
const shell = texts('shell', 'en');

test.describe('your data', () => {
  test('download everything kept, close the account once its order is settled, and the old login no longer works', async ({ page, context, request }) => {
    const customer = await newCustomer(request, 'data');
    const [product] = await productsInStock(request, 1);
    const order = await placeOrder(request, customer, [product]);
    await signIn(context, customer);
    await page.goto('/user/setting');
    await expect(page.getByRole('heading', { name: t.yourData.title, level: 2 })).toBeVisible();
    const panel = page.getByRole('region', { name: t.yourData.title });
    await hydrated(page);
    const axe = await new AxeBuilder({ page })
      .include('section[aria-labelledby="acc-your-data"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // The data file: one JSON document the browser saves, with the profile and the order in it.
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: t.yourData.download }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^storefront-data-${customer.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(file.profile).toMatchObject({ id: customer.user.id, username: customer.username, email: customer.email });
    expect(file.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([order.orderNo]);
    expect(file.addresses).toHaveLength(1);
    await expect(page.getByText(t.yourData.downloaded.replace('{{file}}', download.suggestedFilename()))).toBeVisible();

    // What goes and what stays is said before anything is confirmed.
    const closing = panel.getByRole('group', { name: t.yourData.closeTitle });
    await expect(closing.getByText(t.yourData.deleted)).toBeVisible();
    await expect(closing.getByText(t.yourData.kept)).toBeVisible();

    // The unpaid order must be settled first.
    await panel.getByLabel(t.yourData.password, { exact: true }).fill(customer.password);
    await panel.getByRole('button', { name: t.yourData.send }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'Your account has an order that is not yet paid or delivered, or a refund under way. Please settle it first, then close the account.',
    );
    const cancelled = await request.post(`/api/order/${order.id}/cancel`, { headers: auth(customer) });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);

    // Keyboard only from here: the send button, the code, the confirmation and the final button.
    await panel.getByRole('button', { name: t.yourData.send }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(t.yourData.sent)).toBeVisible();
    const code = await mailedCode(request, customer.email);
    await panel.getByLabel(t.yourData.emailCode, { exact: true }).focus();
    await page.keyboard.type(code);
    await panel.getByLabel(t.yourData.understand).focus();
    await page.keyboard.press('Space');
    await panel.getByRole('button', { name: t.yourData.submit }).focus();
    await page.keyboard.press('Enter');

    // Signed out here and everywhere: home, the header offers login, the old token is refused.
    await expect(page.getByText('Your account has been closed. Thank you for shopping with us.')).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: shell.account.login })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    expect((await (await request.get('/api/user/me', { headers: auth(customer) })).json()).status).toBe(410000);

    // The old login fails, by email and by username.
    await page.goto('/join');
    for (const account of [customer.email, customer.username]) {
      await page.getByLabel(join.login.account).fill(account);
      await page.getByLabel(join.login.password, { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: join.login.submit, exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Incorrect account or password');
      await expect(page).toHaveURL(/\/join$/);
    }
  });
});
