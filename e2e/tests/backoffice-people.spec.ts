import { expect, test, type Page } from '@playwright/test';
import apiEn from 'api/messages/en' with { type: 'json' };
import { newCustomer, operator, placeOrder, productsInStock, type Customer } from './support-account';
import { joinTexts } from './support-auth';
import { bo, confirm, newPage, passwordStep, signInFirstTime, signInWithRecoveryCode } from './support-console';

// An admin's console in one browser, a support operator's in another: each step starts where the last one ended.
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const join = joinTexts('en');
let admin: Page;
let support: Page;
let customer: Customer;
let order: { id: number; orderNo: string };
const supportEmail = `support.${Date.now()}@shop.example`;
let supportPassword: string;
let recoveryCodes: string[];

const section = (page: Page, name: string) => page.getByRole('navigation', { name: bo.nav.label }).getByRole('link', { name });
const operatorRow = (email: string) => admin.locator(`[data-testid=operator-row][data-email="${email}"]`);

test.beforeAll(async ({ browser, request }) => {
  admin = await newPage(browser);
  support = await newPage(browser);
  customer = await newCustomer(request, 'ppl');
  const [product] = await productsInStock(request, 1);
  // Unpaid: an open order, which keeps the account open until it is settled.
  order = await placeOrder(request, customer, [product]);
});

test('an admin adds a support operator in the console and is shown their password once', async ({ request }) => {
  const email = `admin.${Date.now()}@shop.example`;
  const lines = await operator(request, 'add', email, '--role', 'admin');
  await signInFirstTime(admin, { email, password: lines.find((l) => l.startsWith('password (shown once): '))!.split(': ')[1] });

  await section(admin, bo.nav.operators).click();
  const form = admin.getByRole('region', { name: bo.operators.addTitle });
  await form.getByLabel(bo.signIn.email).fill(supportEmail);
  await form.getByLabel(bo.operators.role).selectOption({ label: bo.roles.support });
  await form.getByRole('button', { name: bo.operators.add }).click();
  await confirm(admin, `Add ${supportEmail} as ${bo.roles.support}?`);

  const shown = admin.getByTestId('one-time-password');
  await expect(shown).toContainText(bo.operators.passwordOnce);
  supportPassword = (await shown.getByTestId('operator-password').textContent())!;
  expect(supportPassword.length).toBeGreaterThanOrEqual(16);
  await expect(admin.getByRole('status')).toHaveText(`${supportEmail} was added as ${bo.roles.support}.`);
  await expect(operatorRow(supportEmail).getByTestId('totp-state')).toHaveText(bo.operators.totpNotSetUp);
  await shown.getByRole('button', { name: bo.operators.passwordKept }).click();
  await expect(admin.getByTestId('one-time-password')).toHaveCount(0);
  // Once dismissed it is gone: no later answer carries it.
  await admin.reload();
  await expect(operatorRow(supportEmail)).toBeVisible();
  await expect(admin.getByText(supportPassword)).toHaveCount(0);
});

test('the support operator signs in with TOTP, finds the customer and their order, and may not close while it is open', async () => {
  ({ recoveryCodes } = await signInFirstTime(support, { email: supportEmail, password: supportPassword }));
  // Support's sections only.
  const nav = support.getByRole('navigation', { name: bo.nav.label });
  await expect(nav.getByRole('link')).toHaveText([bo.nav.orders, bo.nav.reviews, bo.nav.customers]);

  await section(support, bo.nav.customers).click();
  // Part of the address, in other letters' case.
  await support.getByLabel(bo.customers.search).fill(customer.username.toUpperCase());
  await support.getByRole('button', { name: bo.orders.find }).click();
  await support.getByRole('button', { name: customer.email }).click();
  const detail = support.getByTestId('customer-detail');
  await expect(detail.getByRole('heading', { name: `Customer ${customer.email}` })).toBeVisible();
  const row = detail.getByTestId('customer-orders').getByRole('row').filter({ hasText: order.orderNo });
  await expect(row).toContainText(bo.status.unpaid);

  await detail.getByRole('button', { name: bo.customers.close }).click();
  await confirm(support, new RegExp(`^Close the account of ${customer.email.replace(/[.]/g, '\\.')} at the customer's request\\?`));
  await expect(detail.getByRole('alert')).toHaveText(apiEn.backoffice.backoffice.customerOpenOrders);
});

test('the order is cancelled through its link, then the account is closed and the shopper can no longer log in', async ({ browser }) => {
  const detail = support.getByTestId('customer-detail');
  await detail.getByRole('link', { name: order.orderNo }).click();
  await expect(support).toHaveURL(new RegExp(`/backoffice/orders/${order.orderNo}$`));
  const opened = support.getByTestId('order-detail');
  await opened.getByRole('button', { name: bo.orders.cancel }).click();
  await confirm(support, `Cancel order ${order.orderNo}? The customer is told.`);
  await expect(support.getByTestId('order-detail').getByTestId('order-status')).toHaveText(bo.status.cancelled);

  await section(support, bo.nav.customers).click();
  await support.getByLabel(bo.customers.search).fill(customer.email);
  await support.getByRole('button', { name: bo.orders.find }).click();
  await support.getByRole('button', { name: customer.email }).click();
  await expect(support.getByTestId('customer-orders').getByRole('row').filter({ hasText: order.orderNo })).toContainText(bo.status.cancelled);
  await support.getByTestId('customer-detail').getByRole('button', { name: bo.customers.close }).click();
  await confirm(support, /^Close the account of .* This cannot be undone\.$/);
  await expect(support.getByRole('status')).toHaveText(`The account of ${customer.email} was closed.`);
  // The address is gone: searching for it finds no one.
  await expect(support.getByText(bo.empty)).toBeVisible();

  const shopper = await newPage(browser);
  await shopper.goto('/join');
  await shopper.getByLabel(join.login.account).fill(customer.email);
  await shopper.getByLabel(join.login.password, { exact: true }).fill(customer.password);
  await shopper.getByRole('button', { name: join.login.submit, exact: true }).click();
  await expect(shopper.getByRole('alert')).toHaveText(apiEn.auth.auth.loginFailed);
  await expect(shopper).toHaveURL(/\/join/);
  await shopper.context().close();
});

test('the admin disables the support operator (signed out, sign-in refused) and enables them again (sign-in works)', async () => {
  // Read afresh: the app was set up since the list was shown.
  await admin.reload();
  await expect(operatorRow(supportEmail).getByTestId('totp-state')).toHaveText(bo.operators.totpSetUp);
  await operatorRow(supportEmail).getByRole('button', { name: bo.operators.disable }).click();
  await confirm(admin, `Disable ${supportEmail}? Their sessions end at once and they cannot sign in until enabled again.`);
  await expect(admin.getByRole('status')).toHaveText(`${supportEmail} was disabled.`);
  await expect(operatorRow(supportEmail).getByTestId('disabled-since')).not.toHaveText(bo.operators.notDisabled);

  // The support operator's next request finds the session ended, and the password no longer signs in.
  await section(support, bo.nav.orders).click();
  await passwordStep(support, supportEmail, supportPassword);
  await expect(support.getByRole('alert')).toHaveText(apiEn.backoffice.backoffice.loginFailed);

  await operatorRow(supportEmail).getByRole('button', { name: bo.operators.enable }).click();
  await confirm(admin, `Enable ${supportEmail} again? They sign in with their password and authenticator app as before.`);
  await expect(admin.getByRole('status')).toHaveText(`${supportEmail} was enabled again.`);
  await expect(operatorRow(supportEmail).getByTestId('disabled-since')).toHaveText(bo.operators.notDisabled);

  await support.reload();
  await signInWithRecoveryCode(support, supportEmail, supportPassword, recoveryCodes[0]!);
  await expect(section(support, bo.nav.customers)).toBeVisible();
});

test('the audit log shows who added, disabled and enabled the operator and closed the account', async () => {
  await section(admin, bo.nav.audit).click();
  const rows = admin.getByRole('row');
  const entry = (action: string, target: string) => rows.filter({ hasText: action }).filter({ hasText: target });
  await expect(entry('operator.add', supportEmail)).toHaveCount(1);
  await expect(entry('operator.disable', supportEmail)).toHaveCount(1);
  await expect(entry('operator.enable', supportEmail)).toHaveCount(1);
  await expect(entry('customer.close', String(customer.user.id)).filter({ hasText: supportEmail })).toHaveCount(1);
  await expect(entry('order.cancel', order.orderNo).filter({ hasText: supportEmail })).toHaveCount(1);
});
