import { expect, test } from '@playwright/test';
import { latestMail, texts } from './support';
import { mailedCode } from './support-auth';
import { accountTexts, auth, newCustomer, operator, orderCard, payOrder, pictureOf, placeOrder, productsInStock, signIn } from './support-account';
import { hydrated } from './support-catalog';

const t = accountTexts('en');
const shell = texts('shell', 'en');
const shared = texts('shared', 'en');

test.describe('my information', () => {
  test('a JPG avatar shows in the header; a PNG is refused with the spec message', async ({ page, context, request }) => {
    const customer = await newCustomer(request);
    await signIn(context, customer);
    await page.goto('/user/setting');
    await expect(page.getByRole('heading', { name: t.setting.myInfo, level: 2 })).toBeVisible();
    const input = page.locator('input[type=file]');

    // The browser refuses a PNG by its type...
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pictureOf(page, 'png') });
    await expect(page.getByTestId('avatar-error')).toHaveText('avatar upload can only be JPG format');

    // ...and the server by its bytes, whatever the browser was told.
    await input.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await pictureOf(page, 'png') });
    await expect(page.getByText('avatar upload can only be JPG format')).toBeVisible();
    await expect(page.getByTestId('avatar-error')).toBeHidden();

    await input.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await pictureOf(page, 'jpeg') });
    const headerAvatar = page.locator('header').getByRole('img', { name: shell.account.avatarAlt });
    // A photo at every width up to its own (64 px), like the catalogue's; the browser picks its file.
    await expect(headerAvatar).toHaveAttribute('src', /^\/media\/photos\/[0-9a-f]{16}\.64x64\.jpg$/);
    await expect(headerAvatar).toHaveAttribute('sizes', '28px');
    await expect(page.getByTestId('setting-avatar')).toHaveAttribute('src', (await headerAvatar.getAttribute('src'))!);
    // The profile's large avatar has its blurred preview in the same box until the file arrives.
    await expect(page.locator('.sf-photo:has([data-testid="setting-avatar"]) .sf-photo__ph')).toHaveAttribute('src', /^data:image\/webp;base64,/);
    // The picture really is served and decodes, from its derived file of 64 px (the only width up to its own).
    await expect
      .poll(() =>
        headerAvatar.evaluate(
          (img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc.replace(/^.*\//, '').split('.').slice(2).join('.'),
        ),
      )
      .toMatch(/^64\.(avif|webp)$/);

    await page.reload();
    await expect(page.locator('header').getByRole('img', { name: shell.account.avatarAlt })).toHaveAttribute('src', /^\/media\/photos\//);
  });

  test('the avatar rule speaks German under /de', async ({ page, context, request }) => {
    const customer = await newCustomer(request);
    await signIn(context, customer);
    await page.goto('/de/user/setting');
    const de = accountTexts('de');
    await expect(page.getByRole('heading', { name: de.setting.myInfo, level: 2 })).toBeVisible();
    await page.locator('input[type=file]').setInputFiles({ name: 'ich.png', mimeType: 'image/png', buffer: await pictureOf(page, 'png') });
    await expect(page.getByTestId('avatar-error')).toHaveText(de.validation.avatarJpgOnly);
  });

  test('modify personal details: rules on key-up, then saved and shown in the header', async ({ page, context, request }) => {
    const customer = await newCustomer(request);
    await signIn(context, customer);
    await page.goto('/user/setting');
    // The email address has its own form (password and a code to the new address); its rule works on key-up too.
    const email = page.getByLabel(t.emailChange.newEmail, { exact: true });
    await email.press('a');
    await email.press('Backspace');
    await expect(page.getByText(shared.validation.emailRequired)).toBeVisible();
    await email.pressSequentially('nope');
    await expect(page.getByText(shared.validation.emailInvalid)).toBeVisible();
    await email.fill('');
    await page.getByRole('button', { name: t.setting.modify }).click();
    await expect(page.getByRole('form', { name: t.setting.modify }).getByLabel(t.setting.email, { exact: true })).toHaveCount(0);
    await page.getByLabel(t.setting.realName).pressSequentially('R2-D2');
    await expect(page.getByText(shared.validation.realNameInvalid)).toBeVisible();
    await page.getByLabel(t.setting.realName).fill('Ada Lovelace');
    await page.getByLabel(t.setting.nickname).fill('Tea Lover');
    await page.getByLabel(t.setting.sexes.female).check();
    await page.getByRole('button', { name: t.setting.save }).click();
    await expect(page.getByText(t.setting.saved)).toBeVisible();
    await expect(page.locator('dl').getByText('Ada Lovelace')).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'Tea Lover' })).toBeVisible();
  });
});

test.describe('change email address', () => {
  test('with the password and the code sent to the new address; the old address is told', async ({ page, context, request }) => {
    const customer = await newCustomer(request);
    await signIn(context, customer);
    const newEmail = `moved-${customer.email}`;
    await page.goto('/user/setting');
    await expect(page.getByTestId('current-email')).toHaveText(customer.email);
    await page.getByLabel(t.emailChange.newEmail, { exact: true }).fill(newEmail);

    // A wrong password is refused before any code goes out.
    await page.getByLabel(t.emailChange.password, { exact: true }).fill('Not_mine_1');
    await page.getByRole('button', { name: t.emailChange.send }).click();
    await expect(page.getByRole('alert')).toHaveText('The password is incorrect');
    expect(await latestMail(request, newEmail)).toBeUndefined();

    await page.getByLabel(t.emailChange.password, { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: t.emailChange.send }).click();
    await expect(page.getByText(t.emailChange.sent.replace('{{email}}', newEmail))).toBeVisible();
    await page.getByLabel(t.emailChange.emailCode, { exact: true }).fill(await mailedCode(request, newEmail));
    await page.getByRole('button', { name: t.emailChange.submit }).click();

    await expect(page.getByText(t.emailChange.changed)).toBeVisible();
    await expect(page.getByTestId('current-email')).toHaveText(newEmail);
    await expect(page.locator('dl').getByText(newEmail).first()).toBeVisible();
    expect((await latestMail(request, customer.email)).subject).toBe('The email address of your account has been changed');
    const login = await request.post('/api/user/login', { data: { account: newEmail, password: customer.password } });
    expect((await login.json()).data.user.id).toBe(customer.user.id);
  });
});

test.describe('change password', () => {
  test('a differing confirmation is flagged on key-up; then the new password works', async ({ page, context, request }) => {
    const customer = await newCustomer(request);
    await signIn(context, customer);
    await page.goto('/user/setting');
    await page.getByLabel(t.password.old, { exact: true }).fill(customer.password);
    await page.getByLabel(t.password.new, { exact: true }).fill('Fresh_pass1');
    await page.getByLabel(t.password.confirm, { exact: true }).pressSequentially('Fresh_pass2');
    await expect(page.getByText('the two input passwords are inconsistent')).toBeVisible();
    await page.getByLabel(t.password.confirm, { exact: true }).fill('Fresh_pass1');
    await expect(page.getByText('the two input passwords are inconsistent')).toBeHidden();
    await page.getByRole('button', { name: t.password.submit }).click();
    await expect(page.getByText(t.password.changed)).toBeVisible();
    const login = (password: string) => request.post('/api/user/login', { data: { account: customer.username, password } });
    expect((await login('Fresh_pass1')).ok()).toBe(true);
    expect((await (await login(customer.password)).json()).status).not.toBe(200);
  });
});

test.describe('address book', () => {
  test('add two addresses and make the second the default', async ({ page, context, request }) => {
    const customer = await newCustomer(request);
    await signIn(context, customer);
    await page.goto('/user/address');
    await expect(page.getByText(t.address.empty)).toBeVisible();

    const add = async (fields: Record<string, string>, country: string) => {
      await page.getByRole('button', { name: t.address.add }).click();
      await page.getByLabel(shared.addressForm.country).selectOption(country);
      for (const [key, value] of Object.entries(fields)) await page.getByLabel(shared.addressForm[key], { exact: true }).fill(value);
      await page.getByRole('button', { name: shared.addressForm.save }).click();
      await expect(page.getByText(t.address.saved).first()).toBeVisible();
    };
    await add(
      { firstName: 'Ada', lastName: 'Lovelace', region: 'London', city: 'London', line: '1 Tea Street', postcode: 'SW1A 1AA', phone: '+442071234567' },
      'GB',
    );

    // A wrong postcode for the country is flagged before anything is sent.
    await page.getByRole('button', { name: t.address.add }).click();
    await page.getByLabel(shared.addressForm.country).selectOption('DE');
    await page.getByLabel(shared.addressForm.postcode, { exact: true }).pressSequentially('12');
    await expect(page.getByText(shared.validation.postcodeInvalid)).toBeVisible();
    await page.getByRole('button', { name: shared.addressForm.cancel }).click();

    await add(
      { firstName: 'Grace', lastName: 'Hopper', region: 'Berlin', city: 'Berlin', line: 'Teestraße 2', postcode: '10115', phone: '+49301234567' },
      'DE',
    );

    const cards = page.getByTestId('address');
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: 'Ada Lovelace' })).toHaveAttribute('data-default', 'true');
    await page.getByRole('button', { name: t.address.setDefaultNamed.replace('{{name}}', 'Grace Hopper') }).click();
    await expect(cards.filter({ hasText: 'Grace Hopper' })).toHaveAttribute('data-default', 'true');
    await expect(cards.filter({ hasText: 'Ada Lovelace' })).toHaveAttribute('data-default', 'false');
    await expect(cards.first()).toContainText('Grace Hopper');
    await expect(cards.filter({ hasText: 'Grace Hopper' }).getByText(t.address.default)).toBeVisible();

    // Delete asks first.
    await page.getByRole('button', { name: t.address.deleteNamed.replace('{{name}}', 'Ada Lovelace') }).click();
    await expect(page.getByRole('dialog', { name: t.address.deleteConfirm.title })).toContainText(t.address.deleteConfirm.body);
    await page.getByRole('dialog').getByRole('button', { name: shared.confirm.ok }).click();
    await expect(cards).toHaveCount(1);
  });
});

test.describe('orders', () => {
  test('pay, ship by the operator, confirm receipt, evaluate with a picture; rated orders, my reviews, product page', async ({ page, context, request }) => {
    const customer = await newCustomer(request);
    const [product] = await productsInStock(request, 1);
    const order = await placeOrder(request, customer, [product]);
    await signIn(context, customer);

    await page.goto('/user/order');
    const card = orderCard(page, order.orderNo);
    await expect(card.getByTestId('order-status')).toHaveText(t.orders.status.unpaid);
    await card.getByRole('button', { name: t.orders.actions.pay }).click();
    // The sandbox provider's hosted page, then back to the shop.
    await page.locator('button.approve').click();
    await expect(page).toHaveURL(/\/shop\/payCallback/);

    await page.goto('/user/order');
    await page.getByRole('tab', { name: t.orders.tabs.paid }).click();
    await expect(card.getByTestId('order-status')).toHaveText(t.orders.status.paid);

    await operator(request, 'ship', order.orderNo);
    await page.getByRole('tab', { name: t.orders.tabs.shipped }).click();
    await card.getByRole('button', { name: t.orders.actions.receive }).click();
    await expect(page.getByText(t.orders.received)).toBeVisible();
    await page.getByRole('tab', { name: t.orders.tabs.received }).click();
    await expect(card.getByTestId('order-status')).toHaveText(t.orders.status.received);

    await card.getByRole('button', { name: t.orders.actions.evaluate }).click();
    const dialog = page.getByRole('dialog', { name: t.review.title });
    await dialog
      .getByRole('radio', { name: t.review.stars.replace('{{count}}', '5') })
      .first()
      .check();
    await dialog.locator('input[name=serviceRating][value="4"]').check();
    const comment = `Pours beautifully ${Date.now()}`;
    await dialog.getByLabel(t.review.comment).fill(comment);
    await dialog.getByTestId('review-picture-input').setInputFiles({ name: 'teapot.jpg', mimeType: 'image/jpeg', buffer: await pictureOf(page, 'jpeg') });
    await expect(dialog.getByTestId('review-pictures').locator('li[data-status=done]')).toHaveCount(1);
    await dialog.getByRole('button', { name: t.review.submit }).click();
    await expect(page.getByText('thank you for your comments')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto('/user/order/rated');
    await expect(orderCard(page, order.orderNo).getByTestId('order-status')).toHaveText(t.orders.status.completed);

    await page.goto('/user/review');
    const mine = page.getByTestId('my-review').filter({ hasText: comment });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('link', { name: product.name })).toBeVisible();
    const picture = mine.getByRole('img', { name: t.review.pictureAlt.replace('{{n}}', '1') });
    await expect(picture).toHaveAttribute('src', /^\/media\/photos\/[0-9a-f]{16}\.\d+x\d+\.jpg$/);
    // The review picture decodes from one of its derived files (lazy: once scrolled to).
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && /\.(avif|webp)$/.test(img.currentSrc))).toBe(true);

    // The product page's reviews tab shows it with the rest of the product's reviews.
    await page.goto(`/shop/goodDetails/${product.id}`);
    // The page is server-rendered: the tab switches once React has taken it over.
    await hydrated(page);
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await expect(page.getByText(comment)).toBeVisible();
  });

  test('order details show every field and copy the order number', async ({ page, context, request }) => {
    const customer = await newCustomer(request);
    const [product] = await productsInStock(request, 1);
    const order = await placeOrder(request, customer, [product]);
    await payOrder(request, customer, order.id);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(context, customer);
    await page.goto(`/order/${order.id}`);
    await expect(page.getByTestId('order-no')).toHaveText(order.orderNo);
    for (const label of [
      'date',
      'paymentMethod',
      'serialNumber',
      'bankSerialNumber',
      'note',
      'fullName',
      'unitPrice',
      'quantity',
      'subtotal',
      'freight',
      'serviceCharge',
      'discount',
    ]) {
      await expect(page.getByText(t.orders.details[label], { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByTestId('serial-number')).not.toHaveText('—');
    await expect(page.getByText('Ada Lovelace')).toBeVisible();
    await expect(page.getByRole('link', { name: product.name })).toBeVisible();
    await page.getByRole('button', { name: t.orders.copy }).click();
    await expect(page.getByText('copy succeeded')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.orderNo);
  });

  test('apply for a refund: refused over the paid amount, then seen in refunds and in the inbox', async ({ page, context, request }) => {
    const customer = await newCustomer(request);
    const [product] = await productsInStock(request, 1);
    const order = await placeOrder(request, customer, [product]);
    await payOrder(request, customer, order.id);
    await signIn(context, customer);

    await page.goto('/user/order');
    await orderCard(page, order.orderNo).getByRole('link', { name: t.orders.actions.refund }).click();
    const form = page.getByTestId('refund-form');
    await expect(form).toContainText(order.orderNo);
    const amount = form.getByLabel(t.refunds.amount.replace('{{currency}}', 'USD'));
    const paid = (order.actualPayment / 100).toFixed(2);
    await expect(amount).toHaveValue(paid);
    await amount.fill((order.actualPayment / 100 + 1).toFixed(2));
    await expect(form.getByText(t.validation.refundTooMuch)).toBeVisible();
    await amount.fill(paid);
    await form.getByLabel(t.refunds.reason).fill('The lid is cracked');
    await form.getByRole('button', { name: t.refunds.submit }).click();
    await expect(page.getByText(t.refunds.applied)).toBeVisible();
    const row = page.getByTestId('refund').filter({ hasText: order.orderNo });
    await expect(row).toContainText(t.refunds.status.requested);
    await expect(row).toContainText('The lid is cracked');

    await page.goto('/user/mail');
    const message = page.getByTestId('mail-item').filter({ hasText: 'Refund requested' });
    await expect(message).toHaveAttribute('data-read', 'false');
    await message.getByRole('button', { name: /Refund requested/ }).click();
    await expect(message).toContainText(`for order ${order.orderNo}`);
    await expect(message).toHaveAttribute('data-read', 'true');

    // The operator settles it: both the refund list and the inbox follow.
    await operator(request, 'settle-refund', order.orderNo);
    await page.goto('/user/order/refund');
    await expect(page.getByTestId('refund').filter({ hasText: order.orderNo })).toContainText(t.refunds.status.refunded);
    await page.goto('/user/mail');
    await expect(page.getByTestId('mail-item').filter({ hasText: 'Refunded' })).toBeVisible();
    // Delete: tick the message, delete the ticked ones, and it asks first.
    await page.getByTestId('mail-item').filter({ hasText: 'Refunded' }).getByRole('checkbox').check();
    await page
      .getByTestId('mail-actions')
      .getByRole('button', { name: t.mail.deleteSelected.replace('{{count}}', '1') })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: shared.confirm.ok }).click();
    await expect(page.getByTestId('mail-item').filter({ hasText: 'Refunded' })).toHaveCount(0);
  });

  test('cancel an unpaid order after the prompt, then re-order fills the cart', async ({ page, context, request }) => {
    const customer = await newCustomer(request);
    const products = await productsInStock(request, 2);
    const order = await placeOrder(request, customer, products);
    await signIn(context, customer);
    await page.goto('/user/order');
    const card = orderCard(page, order.orderNo);
    await card.getByRole('button', { name: t.orders.actions.cancel }).click();
    await expect(page.getByRole('dialog', { name: t.orders.cancelConfirm.title })).toContainText(t.orders.cancelConfirm.body);
    await page.getByRole('dialog').getByRole('button', { name: shared.confirm.ok }).click();
    await expect(card.getByTestId('order-status')).toHaveText(t.orders.status.cancelled);

    const count = page.getByTestId('cart-count');
    const before = Number(await count.textContent());
    await card.getByRole('button', { name: t.orders.actions.reorder }).click();
    await expect(page.getByText(t.orders.reordered)).toBeVisible();
    await expect(count).toHaveText(String(before + 2));
    // The customer's cart holds both lines (what the cart page and checkout read): a customer's cart is the server's.
    const cartSkus = async () =>
      ((await (await request.get('/api/cart', { headers: auth(customer) })).json()).data.lines as { skuId: number }[])
        .map((l) => l.skuId)
        .sort((a, b) => a - b);
    await expect.poll(cartSkus).toEqual(products.map((p) => p.skuId).sort((a, b) => a - b));
  });
});

test.describe('favourites and promo codes', () => {
  test('favourites list in the page language, open a product, remove one', async ({ page, context, request }) => {
    const customer = await newCustomer(request);
    const products = await productsInStock(request, 2);
    for (const p of products) expect((await request.post('/api/user/collection', { headers: auth(customer), data: { productId: p.id } })).ok()).toBe(true);
    await signIn(context, customer);

    await page.goto('/user/collection');
    const items = page.getByTestId('collection-item');
    await expect(items).toHaveCount(2);
    for (const p of products) await expect(items.filter({ hasText: p.name })).toBeVisible();
    await page.getByRole('button', { name: t.collection.removeNamed.replace('{{name}}', products[0].name) }).click();
    await expect(items).toHaveCount(1);
    await expect(items.filter({ hasText: products[0].name })).toHaveCount(0);

    await items.getByRole('link', { name: products[1].name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/goodDetails/${products[1].id}$`));

    // The German page names the product in German.
    const german = await (await request.get(`/api/catalog/products/${products[1].id}`, { headers: { 'accept-language': 'de' } })).json();
    await page.goto('/de/user/collection');
    await expect(page.getByTestId('collection-item').filter({ hasText: german.data.name })).toBeVisible();
  });

  test('promo code tabs: claimed code to be used, used on an order, an expired code refused', async ({ page, context, request }) => {
    const customer = await newCustomer(request);
    const claimSave = await request.post('/api/user/coupon/claim', { headers: auth(customer), data: { code: 'SAVE5' } });
    const save5 = (await claimSave.json()).data;
    const products = await productsInStock(request, 2);
    await placeOrder(request, customer, products, { userCouponId: save5.id });
    await signIn(context, customer);

    await page.goto('/user/coupon');
    await page.getByLabel(t.coupons.code, { exact: true }).fill('welcome10');
    await page.getByRole('button', { name: t.coupons.claim }).click();
    await expect(page.getByText(t.coupons.claimed)).toBeVisible();
    const codes = page.getByTestId('coupon-code');
    // The account's own welcome code (30 days) expires first, then the claimed one.
    await expect(codes).toHaveText([/^HELLO-/, 'WELCOME10']);
    await expect(page.getByTestId('coupon').first()).toContainText(t.coupons.minSpend);
    await expect(page.getByTestId('coupon').first()).toContainText(t.coupons.validUntil);

    await page.getByRole('tab', { name: t.coupons.states.used, exact: true }).click();
    await expect(codes).toHaveText(['SAVE5']);

    await page.getByLabel(t.coupons.code, { exact: true }).fill('SPRING2020');
    await page.getByRole('button', { name: t.coupons.claim }).click();
    await expect(page.getByText('This promo code has expired')).toBeVisible();
    await expect(page.getByRole('tab', { name: t.coupons.states.used, exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: t.coupons.states.expired, exact: true }).click();
    await expect(page.getByText(t.coupons.empty)).toBeVisible();
  });
});
