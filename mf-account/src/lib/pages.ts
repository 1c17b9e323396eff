/** The exposed pages of this remote, as the shell's $page names them. */
export type AccountPage =
  | 'Join'
  | 'Forget'
  | 'Register'
  | 'Address'
  | 'Collection'
  | 'Coupon'
  | 'Mail'
  | 'Order'
  | 'OrderRated'
  | 'OrderRefund'
  | 'OrderDetails'
  | 'Review'
  | 'Setting'
  | 'GuestOrder';

/** For `$page.map(...)`: whether the page on screen is one of these pages of this remote. */
export const isShown =
  (...pages: AccountPage[]) =>
  (page: { owner: string; page: string } | null): boolean =>
    page?.owner === 'account' && (pages as string[]).includes(page.page);
