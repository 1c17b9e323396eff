export {
  $locale,
  $locales,
  $languageMap,
  $moneyType,
  $moneyList,
  $userInfo,
  $token,
  $cartCount,
  cartLineAdded,
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
  onlineChanged,
  viewportChanged,
  sessionRestored,
  pageEntered,
  setAppScope,
  setRequestScope,
  getAppScope,
} from './shop';
export type { UserInfo } from './shop';
export { $toasts, toastShown, toastClosed, TOAST_DURATION } from './toast';
export type { Toast, ToastType } from './toast';
export { showToast } from './notify';
export { createRequest } from './request';
export type { RequestStatus } from './request';
