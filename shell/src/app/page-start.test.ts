import { describe, expect, it } from 'vitest';
import { keepServerSlot, serverSlotNodes } from './page-start';

function main(html: string) {
  const el = document.createElement('main');
  el.innerHTML = html;
  return el;
}

describe("the server's slot HTML", () => {
  it('is kept for its address only, as the same nodes the page showed', () => {
    const el = main('<!--$--><section class="sf-page"><a href="/shop">Shop</a></section><!--/$-->');
    const link = el.querySelector('a');
    keepServerSlot('/?q=1', el);
    expect(serverSlotNodes('/')).toBeNull();
    const nodes = serverSlotNodes('/?q=1')!;
    expect(nodes).toHaveLength(3);
    expect((nodes[1] as Element).querySelector('a')).toBe(link);
  });
});
