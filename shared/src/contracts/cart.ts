/** localStorage key: id of the customer whose server cart the shared cart mirrors; absent for a visitor's cart. */
export const CART_OWNER_KEY = 'cartOwner';

/**
 * A cart line as the catalogue adds it and cart-and-checkout reads it. Prices are USD minor units as the
 * catalogue showed them when the line was added, so the cart can show a price change since then.
 */
export interface CartLine {
  productId: number;
  skuId: number;
  name: string;
  image: string;
  /** Human-readable specification, e.g. { Colour: 'Red', Size: 'M' }. */
  spec: Record<string, string>;
  unitPrice: number;
  quantity: number;
  /** Stock when added; the cart re-checks it. */
  stock: number;
  addedAt: number;
}

/** Adds a line or raises the quantity of the same SKU, never past its stock. */
export function mergeCartLine(lines: CartLine[], line: CartLine): CartLine[] {
  const i = lines.findIndex((l) => l.skuId === line.skuId);
  if (i < 0) return [...lines, { ...line, quantity: Math.min(line.quantity, line.stock) }];
  const next = [...lines];
  const stock = line.stock;
  next[i] = { ...line, quantity: Math.min(next[i].quantity + line.quantity, stock), addedAt: next[i].addedAt };
  return next;
}
