import { randomBytes } from 'node:crypto';
import type { Route } from '../../spec/types.js';
import { STOREFRONT_NAMESPACES } from '../../spec/index.js';
import { errors } from '../http/errors.js';
import type { RestRequest } from '../http/types.js';
import { createCartToken, createNonce, readCartToken, verifyNonce } from './tokens.js';

export interface CartSession {
  id: string;
  /** A valid Cart-Token named the session: the Nonce rule is waived. */
  fromToken: boolean;
}

const STOREFRONT = new Set<string>(STOREFRONT_NAMESPACES);

/** Cart and checkout routes carry the session headers on every reply, errors included. */
const cartRoutes = new WeakMap<Route, boolean>();

export function isCartRoute(route: Route): boolean {
  let cart = cartRoutes.get(route);
  if (cart === undefined) {
    cart = STOREFRONT.has(route.namespace) && /^\/[^]*?\/(cart|checkout)(\/|$)/.test(route.pattern);
    cartRoutes.set(route, cart);
  }
  return cart;
}

/** The storefront's Nonce and Cart-Token rules, signed with one server secret. */
export class StorefrontSessions {
  constructor(private readonly secret: string) {}

  resolve(request: RestRequest): CartSession {
    const fromHeader = readCartToken(this.secret, request.headers.cart_token);
    if (fromHeader) return { id: fromHeader, fromToken: true };
    // The platform's session of a logged-in user is keyed by the user id (a guest's by a new `t_` id
    // unless its cookie names one): without a Cart-Token, a user finds the cart they left.
    if (request.principal) return { id: String(request.principal.id), fromToken: false };
    return { id: `t_${randomBytes(15).toString('hex')}`, fromToken: false };
  }

  /** Writes need a valid Nonce unless a valid Cart-Token came with the request. */
  checkNonce(request: RestRequest, session: CartSession): void {
    if (session.fromToken) return;
    const nonce = request.headers.nonce;
    if (nonce === undefined || nonce === '') throw errors.missingNonce();
    if (!verifyNonce(this.secret, request.principal?.id ?? 0, nonce)) throw errors.invalidNonce();
  }

  headers(request: RestRequest, session: CartSession, issuer: string): Record<string, string> {
    const userId = request.principal?.id ?? 0;
    return {
      Nonce: createNonce(this.secret, userId),
      'Nonce-Timestamp': String(Math.floor(Date.now() / 1000)),
      'User-ID': String(userId),
      'Cart-Token': createCartToken(this.secret, session.id, issuer),
    };
  }
}
