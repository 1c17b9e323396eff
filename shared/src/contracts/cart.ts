/** localStorage key: id of the customer whose server cart the shared cart mirrors; absent for a visitor's cart. */
export const CART_OWNER_KEY = 'cartOwner';
