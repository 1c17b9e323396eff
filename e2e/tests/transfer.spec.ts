import { expect, test } from '@playwright/test';
import { LANGUAGE_TAGS } from '@storefront/shared/routes';
import { LOCALES, layoutShifts, watchLayoutShifts } from './support';
import { hydrated, productPage } from './support-catalog';

// BCP 47: a language subtag, then optional script/region/variant subtags. cn, jp and tw are not languages.
const VALID_TAG = /^(?:en|de|es|fr|ja|pt|ru|zh-Hans|zh-Hant)$/;

test.describe('first load', () => {
  for (const [path, tag] of [
    ['/de/shop', 'de'],
    ['/cn/', 'zh-Hans'],
    ['/tw', 'zh-Hant'],
    ['/jp', 'ja'],
    ['/shop', 'en'],
  ] as const) {
    test(`the HTML of ${path} says lang="${tag}" before any script runs`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${tag}"[ >]`, 'i'));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    });
  }

  test('an unprefixed address is sent in the language of the language cookie', async ({ request }) => {
    const html = await (await request.get('/shop', { headers: { cookie: 'language=jp' } })).text();
    expect(html).toContain('<html lang="ja"');
  });

  test('switching language in the browser keeps <html lang> a valid language tag', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    for (const locale of ['cn', 'jp', 'tw', 'de'] as const) {
      await page.getByTestId('language-select').selectOption(locale);
      await expect(page).toHaveURL(new RegExp(`/${locale}/shop$`));
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[locale]);
    }
    expect(await page.locator('html').getAttribute('lang')).toMatch(VALID_TAG);
    for (const locale of LOCALES) expect(LANGUAGE_TAGS[locale]).toMatch(VALID_TAG);
  });

  test('the page, its scripts and styles travel compressed; hashed files are cached for a year', async ({ page }) => {
    const seen: { url: string; type: string; encoding?: string; cache?: string }[] = [];
    page.on('response', async (res) => {
      const headers = await res.allHeaders();
      seen.push({ url: res.url(), type: res.request().resourceType(), encoding: headers['content-encoding'], cache: headers['cache-control'] });
    });
    await page.goto('/shop/goodDetails/1', { waitUntil: 'networkidle' });
    const document = seen.find((s) => s.type === 'document');
    expect(document?.encoding).toMatch(/^(br|gzip)$/);
    const scripts = seen.filter((s) => s.type === 'script');
    expect(scripts.length).toBeGreaterThan(5);
    const entry = scripts.find((s) => /\/releases\/catalog\/[^/]+\/remoteEntry\.js$/.test(s.url));
    expect(entry?.encoding).toMatch(/^(br|gzip)$/);
    for (const script of scripts) {
      // Files under 1 KiB are not worth compressing; every other script is.
      if (script.encoding === undefined) continue;
      expect(script.encoding).toMatch(/^(br|gzip)$/);
    }
    expect(scripts.filter((s) => s.encoding).length).toBeGreaterThan(scripts.length * 0.8);
    for (const s of seen.filter((x) => /\.[0-9a-f]{8}\.(js|css)$/.test(new URL(x.url).pathname))) {
      expect(s.cache, s.url).toBe('public, max-age=31536000, immutable');
    }
  });

  test('API answers are compressed: Brotli when accepted, else gzip', async ({ request }) => {
    const br = await request.get('/api/catalog/products/1', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers()['content-encoding']).toBe('br');
    expect((await br.json()).status).toBe(200);
    const gzip = await request.get('/api/catalog/products/1', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.json()).toEqual(await br.json());
  });

  test("the product page's main picture loads at once, ahead of other requests", async ({ page }) => {
    await page.goto('/shop/goodDetails/1');
    const main = page.locator('img.cat-gallery__main');
    await expect(main).toBeVisible();
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('sizes', /max-width/);
    await expect(main).toHaveAttribute('width', /^\d+$/);
    await expect(main).toHaveAttribute('height', /^\d+$/);
    // Pictures further down stay lazy.
    const below = page.locator('.cat-card picture img');
    await expect(below.first()).toBeAttached();
    await expect(below.first()).toHaveAttribute('loading', 'lazy');
  });

  test("a server-rendered page carries no placeholder file; the browser's own pages do, and the gallery's thumbnails come after the take-over", async ({
    page,
    request,
  }) => {
    // Lighthouse counts each `data:` picture of the server's HTML as a request of the largest paint (ADR 0060).
    for (const path of ['/', '/shop', '/shop/goodDetails/1']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('class="sf-photo__ph"');
      expect(html, path).not.toMatch(/<img[^>]*src="data:/);
    }
    await page.goto('/shop/goodDetails/1');
    await hydrated(page);
    const thumb = page.locator('.cat-gallery__thumbs picture img').first();
    await expect(thumb).toHaveAttribute('src', /^\/media\/photos\//);
    // A page opened in the app draws its placeholders at once.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Shop', exact: true }).click();
    await page.waitForURL('**/shop');
    await expect(page.locator('.cat-card .sf-photo__ph').first()).toHaveAttribute('src', /^data:image\/webp;base64,/);
  });

  test('the HTML names the remote entry of the page in a preload hint, started with the shell once the page has painted', async ({ request }) => {
    const html = await (await request.get('/de/shop/goodDetails/1')).text();
    const start = /<template id="sf-start">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(start).toMatch(/<link rel="preload" href="\/releases\/catalog\/[^/"]+\/remoteEntry\.js" as="script">/);
    expect(start).toMatch(/<link rel="preload" href="\/releases\/catalog\/[^/"]+\/mf-manifest\.json" as="fetch" crossorigin>/);
    expect(start).toMatch(/<script src="\/main\.[0-9a-f]{8}\.js"><\/script>$/);
  });

  test("the entry, the framework's two chunks, the remote's entry and the page's module carry V8's compile hint, as served, and the page's other scripts do not", async ({
    request,
  }) => {
    // Compiled whole while they download, their functions are not compiled one by one as the page starts (ADR 0026,
    // ADR 0059).
    const html = await (await request.get('/shop/goodDetails/1')).text();
    const start = /<template id="sf-start">(.*?)<\/template>/.exec(html)?.[1] ?? '';
    const scripts = [...start.matchAll(/(?:href|src)="([^"]+\.js)"/g)].map((m) => m[1]);
    const hinted = scripts.filter((src) =>
      /^\/(?:main|framework|framework-dom)\.[0-9a-f]{8}\.js$|^\/releases\/catalog\/[^/]+\/(?:remoteEntry|__federation_expose_pages__GoodDetails\.[0-9a-f]{8})\.js$/.test(
        src,
      ),
    );
    // main's preload and its script element, the framework's two preloads, the remote entry's and the page's
    expect(hinted).toHaveLength(6);
    expect(scripts.length).toBeGreaterThan(hinted.length);
    for (const src of new Set(scripts)) {
      const body = await (await request.get(src)).text();
      expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(hinted.includes(src));
    }
  });

  test('once the page has painted, its scripts are asked for at high priority, the largest first', async ({ page }) => {
    // On a phone's HTTP/1.1 link six requests go out at a time: a script asked for at low priority waits behind
    // every lazy picture of the page. Asked for before the first paint is on screen, the scripts would count
    // towards it in Lighthouse's estimate of the largest paint (ADR 0028).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts: { path: string; priority: string }[] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      const path = new URL(e.request.url).pathname;
      if (path.endsWith('.js')) scripts.push({ path, priority: e.request.initialPriority });
    });
    await page.goto('/shop/goodDetails/1');
    await hydrated(page);
    const start = scripts.filter((s) => !/web-vitals|early-input/.test(s.path));
    expect(start.map((s) => s.path)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/main\./), expect.stringMatching(/remoteEntry\.js$/)]));
    expect(start[0].path).toMatch(/^\/framework-dom\.[0-9a-f]{8}\.js$/);
    for (const script of start) expect(script.priority, script.path).toMatch(/^(High|VeryHigh)$/);
    const { painted, firstScript } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((r) => r.name.endsWith('.js'))
          .map((r) => r.startTime),
      ),
    }));
    expect(firstScript).toBeGreaterThanOrEqual(painted);
  });

  test('every script a page starts with is named in its HTML, so none is discovered only after another has run', async ({ page }) => {
    for (const path of ['/shop', '/shop/goodCart']) {
      const scripts: string[] = [];
      const listen = (request: { resourceType(): string; url(): string }) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      };
      page.on('request', listen);
      const response = await page.goto(path);
      const html = await response!.text();
      await hydrated(page);
      page.off('request', listen);
      // The head holds no script: the page's code is fetched once it has painted.
      expect(html.slice(0, html.indexOf('</head>')), path).not.toMatch(/as="script"|<script [^>]*src=/);
      const named = [...html.matchAll(/<(?:link rel="preload"|script(?: defer)?) (?:href|src)="([^"]+\.js)"/g)].map((m) => m[1]);
      // Translations of another language and a page's later code are fetched on use; none loads on a first visit.
      expect(scripts.length, path).toBeGreaterThan(4);
      expect(
        // Measuring the page's web vitals starts once the browser is idle after the load, on purpose.
        scripts.filter((s) => !named.includes(s) && !/\/web-vitals\.[0-9a-f]{8}\.js$/.test(s)),
        `${path}: scripts fetched without a hint in the HTML`,
      ).toEqual([]);
    }
  });

  test("a server-rendered page links the shell's and its page's stylesheets in its head; neither it nor a shopper's own page shifts while it loads", async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/shop')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link href="\/main\.[0-9a-f]{8}\.css" rel="stylesheet">/);
    expect(head).toMatch(/<link rel="stylesheet" href="\/releases\/catalog\/[^/"]+\/[\w.-]+\.css">/);
    await page.setViewportSize({ width: 412, height: 823 });
    await watchLayoutShifts(page);
    for (const path of ['/', '/shop', '/de/blog', '/shop/goodCart']) {
      await page.goto(path);
      await hydrated(page);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const { total, moved } = await layoutShifts(page);
      expect(total, `${path}: ${moved.join('; ')}`).toBeLessThanOrEqual(0.02);
    }
  });

  test('a slow CPU paints the page only once its markup is parsed: the header is never drawn half made, then moved', async ({ browser, request }) => {
    const { list } = await productPage(request, 'sort=sales&limit=10');
    // A wide screen, where the language, currency and account sit in the header's row beside the search.
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    // Parsed in many steps, as on a slow phone: without the head's render-blocking hint, the first paint came
    // mid-header in 3 of 5 such visits and the search box shrank when the rest arrived.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await watchLayoutShifts(page);
    for (const path of [`/shop/goodDetails/${list[0]!.id}`, '/shop', `/shop/goodDetails/${list[1]!.id}`, '/']) {
      await page.goto(path);
      await page.waitForLoadState('load');
      const { total, moved } = await layoutShifts(page);
      expect(total, `${path}: ${moved.join('; ')}`).toBe(0);
    }
    await context.close();
  });

  test('the cart, sent as a placeholder, is taken over without a hydration mismatch and then shows the cart', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const res = await page.goto('/shop/goodCart');
    const html = await res!.text();
    expect(html).toContain('data-testid="private-placeholder"');
    // The page's frame comes with the HTML: its heading is the first paint, not a spinner alone.
    expect(html).toMatch(/<h1>Shopping cart<\/h1>/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
    await expect(page.getByText('Your shopping cart is empty')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('/sitemap.xml and /robots.txt are served', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('/jp/shop/goodDetails/1</loc>');
    expect(xml).toContain('hreflang="zh-Hant"');
  });
});
