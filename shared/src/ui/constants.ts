/** Spec section 9 constants used by the UI kit. */
export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGER_COUNT = 7;
export const MODAL_Z_INDEX = 2000;
export const TOOLTIP_DEBOUNCE_MS = 200;
