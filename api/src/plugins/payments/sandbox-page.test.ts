import { describe, expect, it } from 'vitest';
import { sandboxPage } from './sandbox-page';

describe('the sandbox page', () => {
  it('carries its own icon inline, so the browser asks for no /favicon.ico (a 404 in the console)', () => {
    const html = sandboxPage({
      locale: 'jp',
      serial: 'PAY1',
      orderNo: 'SF250101-ABCDEF',
      amount: '$1.00',
      method: 'Card',
      state: 'open',
      backUrl: '/jp/user/order',
    });
    const icon = /<link rel="icon" href="([^"]+)">/.exec(html)?.[1];
    expect(icon).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(icon!.slice('data:image/svg+xml,'.length))).toMatch(/^<svg [^>]*xmlns='http:\/\/www.w3.org\/2000\/svg'/);
  });
});
