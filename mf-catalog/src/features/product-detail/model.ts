import { combine, createEvent, createStore, sample } from 'effector';
import { cartLineAdded, createRequest, toastShown, type ToastType } from '@storefront/shared/store';
import { i18n } from '@storefront/shared/i18n';
import { fetchProduct } from './api';
import { checkAddToCart } from './cart-line';
import { choose, clampQuantity, initialSelection, quantityLimit, selectedSku, type Selection } from './spec-picker';

export const product = createRequest(fetchProduct);
export const productOpened = product.requested;
export const $product = product.$data;
export const $productStatus = product.$status;

export const optionChosen = createEvent<{ name: string; value: string }>();
export const quantityChanged = createEvent<number>();
export const addToCartClicked = createEvent();

export const $selection = createStore<Selection>({});
export const $selectedSku = combine($product, $selection, (p, selection) => (p ? selectedSku(p.specs, p.skus, selection) : null));
export const $quantityLimit = combine($product, $selectedSku, (p, sku) => (p ? quantityLimit(p.skus, sku) : 0));
export const $quantity = createStore(1);

// A newly shown product starts with its single-option specs chosen and a quantity of 1.
sample({ clock: $product, filter: Boolean, fn: (p) => initialSelection(p!.specs), target: $selection });
sample({ clock: $product, fn: () => 1, target: $quantity });
sample({ clock: optionChosen, source: $selection, fn: (selection, { name, value }) => choose(selection, name, value), target: $selection });
sample({ clock: quantityChanged, source: $quantityLimit, fn: (limit, quantity) => clampQuantity(quantity, limit), target: $quantity });
sample({ clock: $quantityLimit, source: $quantity, fn: (quantity, limit) => clampQuantity(quantity, limit), target: $quantity });

/** A toast worded when it is shown. */
export const toastAsked = createEvent<{ key: string; type: ToastType }>();
sample({ clock: toastAsked, fn: ({ key, type }) => ({ message: i18n.t(key), type }), target: toastShown });

const REFUSAL_KEYS = { selectSpec: 'catalog:detail.selectSpec', outOfStock: 'catalog:detail.outOfStockToast' } as const;

const checked = sample({
  clock: addToCartClicked,
  source: { product: $product, selection: $selection, quantity: $quantity },
  filter: ({ product }) => product !== null,
  fn: ({ product, selection, quantity }) => checkAddToCart(product!, selection, quantity),
});
sample({ clock: checked, filter: (r) => r.ok, fn: (r) => (r as Extract<typeof r, { ok: true }>).line, target: cartLineAdded });
sample({ clock: checked, filter: (r) => r.ok, fn: () => ({ key: 'catalog:detail.added', type: 'success' as const }), target: toastAsked });
sample({
  clock: checked,
  filter: (r) => !r.ok,
  fn: (r) => ({ key: REFUSAL_KEYS[(r as Extract<typeof r, { ok: false }>).reason], type: 'warning' as const }),
  target: toastAsked,
});
