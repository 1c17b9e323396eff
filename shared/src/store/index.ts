export {
  $locale,
  $locales,
  $languageMap,
  $moneyType,
  $moneyList,
  $userInfo,
  $token,
  $cart,
  $cartPrice,
  $cartCount,
  $isPhone,
  $host,
  $realIp,
  $isEdit,
  $isCloseComment,
  $webPid,
  $webType,
  $webPayclose,
  $online,
  $isLoggedIn,
  $sessionKnown,
  $page,
  localeChosen,
  moneyTypeChosen,
  languagesLoaded,
  currenciesLoaded,
  settingsLoaded,
  loggedIn,
  userInfoUpdated,
  sessionEnded,
  cartReplaced,
  onlineChanged,
  viewportChanged,
  sessionRestored,
  pageEntered,
  $requestContext,
} from './shop';
export type { UserInfo } from './shop';
export { cartLineAdded, cartLinesRemoved, cartQuantityChanged } from './cart';
export { $toasts, toastShown, toastClosed, TOAST_DURATION } from './toast';
export type { Toast, ToastType } from './toast';
export { createApiEffect, createRequest, apiFailed, $redirectTo, redirectDone } from './request';
export type { RequestStatus } from './request';
