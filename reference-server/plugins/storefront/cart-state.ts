import { createHash } from 'node:crypto';
import type { Storage } from '../../storage/index.js';
import { memo } from '../../util/memo.js';

export interface Address {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  email?: string;
  phone: string;
}

export interface CartLine {
  key: string;
  /** The product, or the parent of a variation. */
  productId: number;
  variationId: number;
  quantity: number;
  /** Attribute taxonomy → term slug. */
  variation: Record<string, string>;
}

export interface CartState {
  items: CartLine[];
  coupons: string[];
  billing: Address;
  shipping: Address;
  /** Package id → chosen rate id. */
  selectedRates: Record<string, string>;
  draftOrderId?: number;
}

const EMPTY_ADDRESS: Address = {
  first_name: '',
  last_name: '',
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  country: 'DE',
  phone: '',
};

export function emptyCart(): CartState {
  return {
    items: [],
    coupons: [],
    billing: { ...EMPTY_ADDRESS, email: '' },
    shipping: { ...EMPTY_ADDRESS },
    selectedRates: {},
  };
}

export function loadCart(storage: Storage, sessionId: string): CartState {
  return storage.carts.get<CartState>(sessionId) ?? emptyCart();
}

export function saveCart(storage: Storage, sessionId: string, cart: CartState): void {
  storage.carts.save(sessionId, cart);
}

/**
 * The platform's cart item key: md5 of the product id, then the variation id and the attribute values
 * joined with underscores. 32 lowercase hex characters, the same for the same product and options.
 */
export function itemKey(productId: number, variationId: number, variation: Record<string, string>): string {
  const parts = [String(productId)];
  if (variationId) parts.push(String(variationId));
  const attributes = Object.keys(variation)
    .sort()
    .map((k) => `attribute_${k}${variation[k]}`)
    .join('');
  if (attributes) parts.push(attributes);
  const text = parts.join('_');
  return itemKeys(text, () => createHash('md5').update(text).digest('hex'));
}

// Every add and every cart reply names its lines by key: each key hashed once. Bounded.
const itemKeys = memo<string, string>(2000);
