/** The exposed pages of this remote, as the shell's $page names them. */
export type CartCheckoutPage = 'GoodCart' | 'PlaceAnOrder' | 'PayCallback';

/** For `$page.map(...)`: whether the page on screen is one of these pages of this remote. */
export const isShown =
  (...pages: CartCheckoutPage[]) =>
  (page: { owner: string; page: string } | null): boolean =>
    page?.owner === 'cartCheckout' && (pages as string[]).includes(page.page);
