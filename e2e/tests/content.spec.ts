import { expect, test } from '@playwright/test';
import { texts } from './support';
import { API_MESSAGES, ARTICLE_ORDER, CONTENT, articleIds, freshEmail } from './support-content';

const t = texts('mf-content', 'en');
const tJp = texts('mf-content', 'jp');
const { en, jp } = CONTENT;

test.describe('content pages', () => {
  test('blog: page 2, then an article and its next article', async ({ page }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle(`${t.blog.title} · Aurora`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t.blog.description);
    const cards = page.getByTestId('article-card');
    await expect(cards).toHaveCount(10);
    await expect(cards.first().getByRole('heading')).toHaveText(en.articles[ARTICLE_ORDER[0]].title);
    // The first cover is the list's large picture and loads first; the others as they scroll in.
    await expect(cards.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(cards.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');

    await page
      .getByRole('navigation', { name: texts('shared', 'en').pager.label })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cards).toHaveCount(ARTICLE_ORDER.length - 10);
    const onPage2 = ARTICLE_ORDER[10];
    await page.getByRole('link', { name: en.articles[onPage2].title }).click();

    await expect(page).toHaveURL(/\/blog\/article\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.articles[onPage2].title);
    await expect(page).toHaveTitle(`${en.articles[onPage2].title} · Aurora`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', en.articles[onPage2].summary);
    await expect(page.getByText(en.articles[onPage2].body[0])).toBeVisible();
    const shareUrl = await page.getByTestId('share-url').inputValue();
    expect(shareUrl).toBe(page.url());

    const next = page.getByTestId('next-article');
    await expect(next).toContainText(en.articles[ARTICLE_ORDER[11]].title);
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.articles[ARTICLE_ORDER[11]].title);
    await expect(page.getByTestId('prev-article')).toContainText(en.articles[onPage2].title);

    // The back button returns through the articles to the same blog page.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cards.first().getByRole('heading')).toHaveText(en.articles[onPage2].title);
  });

  test('the same article in jp shows Japanese text, title and description', async ({ page, request }) => {
    const ids = await articleIds(request);
    const slug = ARTICLE_ORDER[1];
    await page.goto(`/blog/article?id=${ids[1]}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.articles[slug].title);

    await page.getByTestId('language-select').selectOption('jp');
    await expect(page).toHaveURL(new RegExp(`/jp/blog/article\\?id=${ids[1]}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(jp.articles[slug].title);
    await expect(page.getByText(jp.articles[slug].body[0])).toBeVisible();
    await expect(page).toHaveTitle(`${jp.articles[slug].title} · Aurora`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', jp.articles[slug].summary);
    await expect(page.getByTestId('next-article')).toContainText(jp.articles[ARTICLE_ORDER[2]].title);
    await expect(page.getByRole('link', { name: tJp.article.back })).toBeVisible();

    // The shared address opens the Japanese text directly.
    const shared = await page.getByTestId('share-url').inputValue();
    await page.goto(shared);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(jp.articles[slug].title);
  });

  test('an unknown article or page id shows the not-found message', async ({ page }) => {
    await page.goto('/blog/article?id=999999');
    await expect(page.getByText('This page could not be found.')).toBeVisible();
    await expect(page).toHaveTitle('This page could not be found.');
    for (const path of ['/blog/article?id=abc', '/single/424242', '/single/question?id=0', '/jp/single/question?id=999999']) {
      await page.goto(path);
      await expect(page.getByTestId('content-not-found'), path).toBeVisible();
    }
    await expect(page.getByText(texts('shared', 'jp').notFound.title)).toBeVisible();
  });

  test('contact: an invalid email is marked, a valid message is confirmed', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle(`${t.contact.title} · Aurora`);
    await expect(page.getByRole('link', { name: 'hello@aurora-home.example' })).toBeVisible();
    await expect(page.getByText(en.contact.hours)).toBeVisible();

    await page.getByLabel(t.contact.form.name, { exact: true }).fill('Marta Silva');
    const email = page.getByLabel(t.contact.form.email, { exact: true });
    await email.fill('marta.example.com');
    await page.getByLabel(t.contact.form.message, { exact: true }).fill('Does the linen shirt come in XS?');
    await page.getByRole('button', { name: t.contact.form.submit }).click();
    await expect(page.getByText('please enter the correct email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('contact-confirmation')).toHaveCount(0);

    await email.fill('marta@example.com');
    await expect(page.getByText('please enter the correct email address')).toHaveCount(0);
    await page.getByRole('button', { name: t.contact.form.submit }).click();
    const confirmation = page.getByTestId('contact-confirmation');
    await expect(confirmation).toContainText(API_MESSAGES.en.contact.received.replace('{{name}}', 'Marta Silva'));
    await expect(confirmation).toBeFocused();
  });

  test('questions: grouped, searchable, and an answer expands', async ({ page }) => {
    await page.goto('/question');
    await expect(page).toHaveTitle(`${t.question.title} · Aurora`);
    for (const name of Object.values(en.groups)) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const [question, answer] = en.questions['delivery-time'];
    const toggle = page.getByRole('button', { name: question });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(answer)).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(answer)).toBeVisible();

    await page.getByLabel(t.question.search).fill('refund');
    await expect(page.getByRole('heading', { level: 2, name: en.groups.returns })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: en.groups.products })).toHaveCount(0);
    await page.getByLabel(t.question.search).fill('zebracorn');
    await expect(page.getByText(t.question.noResults.replace('{{query}}', 'zebracorn'))).toBeVisible();
  });

  test('photos: the viewer opens, moves with the arrow keys and closes with Escape', async ({ page }) => {
    await page.goto('/photo');
    await expect(page).toHaveTitle(`${t.photo.title} · Aurora`);
    const grid = page.getByTestId('photo-grid');
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    const [firstTitle] = en.photos['stoneware-mugs'];
    const [secondTitle] = en.photos['linen-bedding'];
    const [lastTitle] = en.photos['shop-window'];
    const opener = page.getByRole('button', { name: t.photo.open.replace('{{title}}', firstTitle) });
    await opener.click();

    const viewer = page.getByRole('dialog', { name: firstTitle });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img')).toHaveAttribute('alt', en.photos['stoneware-mugs'][1]);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: secondTitle })).toBeVisible();
    await expect(page.getByTestId('viewer-position')).toHaveText('Photo 2 of 24');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: lastTitle })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('newsletter: signing up twice with the same address answers alike both times, in the shopper’s language', async ({ page }) => {
    const address = freshEmail('reader');
    await page.goto('/de/aboutus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText((await import('@storefront/demo-shop/content-data/de')).de.pages.aboutus.title);
    const shellDe = texts('shell', 'de');
    const field = page.getByLabel(shellDe.footer.newsletter.label);
    await field.fill(address);
    await page.getByRole('button', { name: shellDe.footer.newsletter.submit }).click();
    const answer = page.getByTestId('toast').filter({ hasText: API_MESSAGES.de.newsletter.subscribed });
    await expect(answer).toBeVisible();
    // The first answer goes away on its own; the repeat's answer is the same words (a known address is not told apart).
    await expect(answer).toHaveCount(0);
    await field.fill(address.toUpperCase());
    await page.getByRole('button', { name: shellDe.footer.newsletter.submit }).click();
    await expect(answer).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("an address typed and sent before the page's code has loaded is signed up once it has", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/de/aboutus', { waitUntil: 'commit' });
    const shellDe = texts('shell', 'de');
    await page.getByLabel(shellDe.footer.newsletter.label).fill(freshEmail('early'));
    await page.getByRole('button', { name: shellDe.footer.newsletter.submit }).click();
    release();
    await expect(page.getByTestId('toast').filter({ hasText: API_MESSAGES.de.newsletter.subscribed })).toBeVisible();
    await expect(page.getByText(texts('shared', 'de').validation.emailRequired)).toHaveCount(0);
  });

  test('brand story, about us and single pages carry their own title and description', async ({ page }) => {
    await page.goto('/brandstory');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.brandstory.title);
    await expect(page).toHaveTitle(`${en.pages.brandstory.title} · Aurora`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', en.pages.brandstory.summary);
    await page.goto('/fr/aboutus');
    const fr = (await import('@storefront/demo-shop/content-data/fr')).fr;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.pages.aboutus.title);
    await page.getByRole('link', { name: fr.pages.shipping.title }).click();
    await expect(page).toHaveURL(/\/fr\/single\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.pages.shipping.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', fr.pages.shipping.summary);
  });

  test('single/question shows one answer under a language prefix', async ({ page, request }) => {
    const res = await request.get('/api/content/questions', { headers: { 'accept-language': 'jp' } });
    const groups = (await res.json()).data as { questions: { id: number; question: string }[] }[];
    const item = groups[1].questions[0];
    await page.goto(`/jp/single/question?id=${item.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(jp.questions['delivery-time'][0]);
    await expect(page.getByText(jp.questions['delivery-time'][1])).toBeVisible();
    await expect(page).toHaveTitle(`${jp.questions['delivery-time'][0]} · Aurora`);
  });
});
