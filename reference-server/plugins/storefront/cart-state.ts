import { createHash } from 'node:crypto';
import { EMPTY_ADDRESS } from '../../storage/address.js';
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

/** A cart's address before the customer gives one: the store's country (DE), and a phone. */
const EMPTY_CART_ADDRESS: Address = { ...EMPTY_ADDRESS, country: 'DE', phone: '' };

/**
 * An address of the cart with what a request sent for it, field by field: only the fields the address
 * has (the document's address object; the platform sets each known field on the customer and keeps
 * nothing else). A member sent under any other name is not kept, nor would members pile up from one
 * request to the next. The country in capitals.
 */
export function updatedAddress<A extends Address>(current: A, sent: Partial<Address>): A {
  const next = { ...current };
  for (const field of Object.keys(current) as (keyof Address)[]) {
    const value = sent[field];
    if (typeof value === 'string') (next as Address)[field] = value;
  }
  next.country = next.country.toUpperCase();
  return next;
}

export function emptyCart(): CartState {
  return {
    items: [],
    coupons: [],
    billing: { ...EMPTY_CART_ADDRESS, email: '' },
    shipping: { ...EMPTY_CART_ADDRESS },
    selectedRates: {},
  };
}

/**
 * The session's cart, to work on: a copy of the one kept, which is frozen and shared by every request
 * of the session (storage/repositories/carts.ts). A handler that fails half-way through a change leaves
 * the kept cart as it was. Addresses and a line's options are replaced, never changed in place, so the
 * copy shares them (and a reply's JSON of an address is made once, json-template.ts).
 */
export function loadCart(storage: Storage, sessionId: string): CartState {
  const kept = storage.carts.get<CartState>(sessionId);
  if (kept === undefined) return emptyCart();
  return {
    ...kept,
    items: kept.items.map((line) => ({ ...line })),
    coupons: [...kept.coupons],
    selectedRates: { ...kept.selectedRates },
  };
}

/** Hands the cart over to be kept: it is frozen, and not to be changed after. */
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
