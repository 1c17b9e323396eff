import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import de from 'api/messages/de' with { type: 'json' };
import en from 'api/messages/en' with { type: 'json' };
import { latestMail, texts } from './support';
import { freshShopper, imageCodeText, joinTexts, mailedCode } from './support-auth';
import { auth, newCustomer, operator, payOrder, placeOrder, productsInStock, signIn, type Customer } from './support-account';
import { hydrated } from './support-catalog';
import { money, pickSkus, US_ADDRESS } from './support-checkout';

type Lang = 'en' | 'de';
/** The default language has no prefix in its addresses. */
const at = (lang: Lang, path: string) => (lang === 'en' ? `/${path}` : `/${lang}/${path}`);
/** The API's texts in the journeys' languages. */
const API_TEXTS = { en, de };
/** Inbox texts as the API words them, with the params filled in. */
const inboxText = (lang: Lang, key: 'welcomeCode' | 'reviewReplied', params: Record<string, string | number>) => {
  const { title, ...bodies }: Record<string, string> = API_TEXTS[lang].inbox.inbox[key];
  // The welcome code's days pick its plural form; the journeys' 30 days are "other" in en and de.
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(name === 'count' ? params.days : params[name]));
  return { title: fill(title), body: fill(bodies.body ?? bodies.body_other) };
};

async function registerInBrowser(page: Page, request: APIRequestContext, lang: Lang) {
  const join = joinTexts(lang);
  const shopper = freshShopper(`wc${lang}`);
  await page.goto(at(lang, 'join/register'));
  await page.getByLabel(join.register.username).fill(shopper.username);
  await page.getByLabel(join.register.email).fill(shopper.email);
  await page.getByLabel(join.register.password, { exact: true }).fill(shopper.password);
  await page.getByLabel(join.register.confirmPassword).fill(shopper.password);
  await page.getByLabel(join.code.imageCode, { exact: true }).fill(await imageCodeText(page));
  await page.getByRole('button', { name: join.code.send }).click();
  await page.getByLabel(join.code.emailCode).fill(await mailedCode(request, shopper.email));
  await page.getByRole('checkbox', { name: join.register.agree }).check();
  await page.getByRole('button', { name: join.register.submit, exact: true }).click();
  await expect(page.locator('header').getByRole('link', { name: shopper.username })).toBeVisible();
  return shopper;
}

async function tokenOf(context: BrowserContext) {
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
  expect(token).toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

/** A line in the cart and a delivery address, put there through the API as earlier visits would have. */
async function cartWithAddress(request: APIRequestContext, headers: Record<string, string>, skuId: number) {
  expect((await request.post('/api/user/address', { headers, data: US_ADDRESS })).ok()).toBe(true);
  expect((await request.post('/api/cart/items', { headers, data: { skuId, quantity: 1 } })).ok()).toBe(true);
}

/** From the cart to the shipping step of the checkout with every line selected. */
async function toShippingStep(page: Page, lang: Lang) {
  const cc = texts('mf-cart-checkout', lang);
  await page.goto(at(lang, 'shop/goodCart'));
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  // The cart already says where codes come from and where they are entered.
  const sources = page.getByTestId('cart-code-sources');
  await expect(sources).toContainText(cc.cart.codesAtCheckout);
  await expect(sources.getByRole('link', { name: cc.checkout.codeSourceAccount })).toHaveAttribute('href', at(lang, 'user/coupon'));
  await page.getByRole('button', { name: cc.cart.proceed }).click();
  await expect(page.getByTestId('address-choice').getByRole('radio')).toBeChecked();
  await page.getByRole('button', { name: cc.checkout.continue }).click();
  await expect(page.getByLabel(cc.checkout.enterCode)).toBeVisible();
}

async function applyCode(page: Page, lang: Lang, code: string) {
  const cc = texts('mf-cart-checkout', lang);
  await page.getByLabel(cc.checkout.enterCode).fill(code.toLowerCase());
  await page.getByRole('button', { name: cc.checkout.applyCode }).click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${code}`) })).toBeChecked();
}

for (const lang of ['en', 'de'] as const) {
  test.describe(`promo codes a shopper can get (${lang})`, () => {
    test('a new account has its welcome code in promo codes and the inbox, and it takes 10% off at checkout', async ({ page, context, request }) => {
      const acc = texts('mf-account', lang);
      const cc = texts('mf-cart-checkout', lang);
      await registerInBrowser(page, request, lang);

      await page.goto(at(lang, 'user/coupon'));
      const welcome = page.getByTestId('coupon').filter({ hasText: acc.coupons.origins.welcome });
      await expect(welcome).toHaveCount(1);
      await expect(welcome).toContainText(acc.coupons.percentOff.replace('{{value}}', '10'));
      await expect(welcome).toContainText(acc.coupons.noMinimum);
      const code = (await welcome.getByTestId('coupon-code').textContent())!;
      expect(code).toMatch(/^HELLO-[A-Z0-9]{10}$/);

      await page.goto(at(lang, 'user/mail'));
      const told = inboxText(lang, 'welcomeCode', { code, percent: 10, days: 30 });
      const message = page.getByTestId('mail-item').filter({ hasText: told.title });
      await message.getByRole('button', { name: told.title }).click();
      await expect(message).toContainText(told.body);

      const [item] = await pickSkus(request, 1, { minPrice: 2000 });
      await cartWithAddress(request, await tokenOf(context), item.sku.id);
      await toShippingStep(page, lang);
      // Where codes come from: the newsletter signup and the account's promo codes.
      const sources = page.getByTestId('code-sources');
      await expect(sources).toContainText(cc.checkout.codeSources);
      await expect(sources.getByRole('link', { name: cc.checkout.codeSourceAccount })).toHaveAttribute('href', at(lang, 'user/coupon'));
      await sources.getByRole('link', { name: cc.checkout.codeSourceNewsletter }).click();
      await expect(page.getByLabel(texts('shell', lang).footer.newsletter.label)).toBeInViewport();

      await applyCode(page, lang, code);
      await expect(page.getByTestId('summary-discount')).toHaveText(`−${money(Math.floor(item.sku.price / 10), 'USD', lang)}`);
    });

    test('a newsletter signup asks to confirm, then mails a one-time code once, which takes $5 off at checkout', async ({ page, context, request }) => {
      const shell = texts('shell', lang);
      const who: Customer = await newCustomer(request, `nl${lang}`);
      await signIn(context, who);
      const address = freshShopper(`news${lang}`).email;

      await page.goto(at(lang, 'aboutus'));
      await hydrated(page);
      const field = page.getByLabel(shell.footer.newsletter.label);
      await field.fill('not-an-address');
      await page.getByRole('button', { name: shell.footer.newsletter.submit }).click();
      await expect(page.getByText(texts('shared', lang).validation.emailInvalid)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await field.fill(address);
      await page.getByRole('button', { name: shell.footer.newsletter.submit }).click();
      await expect(page.getByTestId('toast').filter({ hasText: API_TEXTS[lang].content.newsletter.subscribed })).toBeVisible();

      // Double opt-in: first only a link to confirm, whose page asks before it confirms.
      const confirm = await latestMail(request, address);
      expect(confirm.subject).toBe(API_TEXTS[lang].mail.newsletter.confirmSubject);
      expect(confirm.text).not.toMatch(/\bNEWS-[A-Z0-9]{10}\b/);
      const link = new URL(confirm.text.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w.-]+/)![0]);
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByRole('button', { name: API_TEXTS[lang].mail.page.confirmTitle }).click();
      await expect(page.getByRole('heading', { name: API_TEXTS[lang].mail.page.confirmedTitle })).toBeVisible();

      const mail = await latestMail(request, address);
      expect(mail.subject).toBe(API_TEXTS[lang].content.newsletter.codeSubject);
      const code = mail.text.match(/\bNEWS-[A-Z0-9]{10}\b/)![0];
      // Signing up again answers alike and mints nothing.
      const again = await request.post('/api/newsletter', { data: { email: address }, headers: { 'accept-language': lang } });
      expect((await again.json()).msg).toBe(API_TEXTS[lang].content.newsletter.subscribed);
      expect((await latestMail(request, address)).text).toBe(mail.text);

      const [item] = await pickSkus(request, 1, { minPrice: 3000 });
      await cartWithAddress(request, auth(who), item.sku.id);
      await toShippingStep(page, lang);
      await applyCode(page, lang, code);
      await expect(page.getByTestId('summary-discount')).toHaveText(`−${money(500, 'USD', lang)}`);
    });

    test('an operator reply shows on the product page, in my reviews and in the inbox', async ({ page, context, request }) => {
      const acc = texts('mf-account', lang);
      const catalog = texts('mf-catalog', lang);
      const who = await newCustomer(request, `rv${lang}`);
      const [product] = await productsInStock(request, 1);
      // A received order: paid, shipped by the operator, receipt confirmed.
      const order = await placeOrder(request, who, [product]);
      await payOrder(request, who, order.id);
      await operator(request, 'ship', order.orderNo);
      expect((await (await request.post(`/api/order/${order.id}/receive`, { headers: auth(who) })).json()).status).toBe(200);
      const detail = await (await request.get(`/api/order/${order.id}`, { headers: auth(who) })).json();
      const comment = `Lovely glaze ${Date.now()}`;
      const review = await request.post('/api/review', {
        headers: auth(who),
        data: { orderItemId: detail.data.items[0].id, productRating: 5, serviceRating: 5, content: comment, pictures: [] },
      });
      expect((await review.json()).status).toBe(200);
      const reviewId = (await review.json()).data.id as number;
      const reply = lang === 'en' ? 'Thank you for the kind words!' : 'Vielen Dank für die netten Worte!';
      const [line] = await operator(request, 'reply', String(reviewId), reply);
      expect(line).toContain('reply saved');
      await signIn(context, who);

      await page.goto(at(lang, `shop/goodDetails/${product.id}`));
      await hydrated(page);
      await page.getByRole('tab', { name: new RegExp(catalog.detail.reviews.replace(' ({{count}})', '').replace('（{{count}}）', '')) }).click();
      const onProduct = page.getByTestId('reviews').getByRole('listitem').filter({ hasText: comment });
      await expect(onProduct).toContainText(`${catalog.reviews.reply} ${reply}`);

      await page.goto(at(lang, 'user/review'));
      const mine = page.getByTestId('my-review').filter({ hasText: comment });
      await expect(mine.getByTestId('review-reply')).toHaveText(`${acc.reviews.reply} ${reply}`);

      await page.goto(at(lang, 'user/mail'));
      const told = inboxText(lang, 'reviewReplied', { reply });
      const message = page.getByTestId('mail-item').filter({ hasText: told.title });
      await message.getByRole('button', { name: told.title }).click();
      await expect(message).toContainText(told.body);
    });
  });
}
