export { PAGE_SIZES, DEFAULT_PAGE_SIZE, PAGER_COUNT, MODAL_Z_INDEX, TOOLTIP_DEBOUNCE_MS } from './constants';
export { Pager, pagerItems } from './pager';
export type { PagerProps } from './pager';
export { Price, usePriceFormatter } from './price';
export { Loading, PrivatePlaceholder, ErrorState, EmptyState, ErrorBoundary, Modal, ConfirmDialog } from './feedback';
export { useLocalePath, useLocaleNavigate, LocaleLink, usePageMeta } from './nav';
export { NotFoundView } from './not-found-view';
export { FieldError, fieldProps, useFieldMessage } from './field-error';
export type { MessageNamespaces } from './field-error';
