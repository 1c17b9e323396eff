import { describe, expect, it } from 'vitest';
import { START_AFTER_PAINT_SCRIPT } from '@storefront/shared/contracts/start-after-paint';
import { parseTemplate, placeHints, preloadHints, renderPage } from './shell-page';

// As the production build writes the shell's index.html (scripts/preload-plugin.ts).
const BUILT_INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Aurora</title><link href="/main.1a2b3c4d.css" rel="stylesheet"></head>' +
  '<body><div id="root"></div><template id="sf-start"><link rel="preload" href="/framework.5e6f7a8b.js" as="script">' +
  '<script src="/main.3f9a2c1b.js"></script></template></body></html>';
const HINTS =
  '<link rel="preload" href="/releases/catalog/v1/mf-manifest.json" as="fetch" crossorigin>' +
  '<link rel="preload" href="/releases/catalog/v1/remoteEntry.js" as="script">' +
  '<link rel="stylesheet" href="/releases/catalog/v1/page.css">';

describe('where a page’s hints go', () => {
  it('puts the stylesheet in the head and the scripts with the shell’s, to start after the page has painted', () => {
    const html = renderPage(parseTemplate(BUILT_INDEX), 'de', HINTS);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script>${START_AFTER_PAINT_SCRIPT}</script>`);
    expect(head).toContain('<link rel="stylesheet" href="/releases/catalog/v1/page.css">');
    expect(head).not.toContain('rel="preload"');
    expect(head).not.toContain('<script src=');
    const start = /<template id="sf-start">(.*)<\/template>/.exec(html)?.[1] ?? '';
    // The shell's start first, then the page's files, then the entry script that runs them.
    expect(start).toBe(
      '<link rel="preload" href="/framework.5e6f7a8b.js" as="script">' +
        '<link rel="preload" href="/releases/catalog/v1/mf-manifest.json" as="fetch" crossorigin>' +
        '<link rel="preload" href="/releases/catalog/v1/remoteEntry.js" as="script">' +
        '<script src="/main.3f9a2c1b.js"></script>',
    );
  });

  it('keeps every hint in the head for a build without the start template (a development build)', () => {
    const template = parseTemplate('<!doctype html><html><head></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>');
    expect(placeHints(template, HINTS)).toEqual({ head: HINTS, end: template.end });
  });
});

describe('preload hints of a remote page', () => {
  const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] };
  const scripts = {
    'pages/GoodCart': ['2408.js', 'expose_GoodCart.js'],
    'pages/PlaceAnOrder': ['7129.js', 'expose_PlaceAnOrder.js'],
    cart: ['2408.js', 'expose_cart.js'],
  };

  it('names the page’s scripts and those of the services the shell starts with the remote’s pages, each once', () => {
    const hints = preloadHints('cartCheckout', 'v1', 'GoodCart', manifest, scripts);
    const named = [...hints.matchAll(/href="\/releases\/cartCheckout\/v1\/([^"]+\.js)" as="script"/g)].map((m) => m[1]);
    expect(named).toEqual(['remoteEntry.js', '2408.js', 'expose_GoodCart.js', 'expose_cart.js']);
  });
});
