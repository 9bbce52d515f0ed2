import type { HttpMethod } from '../types.js';

/**
 * What kind of thing the interface document states:
 * - `route`: the route answers the method (its row in the Endpoints tables);
 * - `effect`: an argument does what the document says it does (a filter filters, a field is stored);
 * - `default`, `enum`, `minimum`, `maximum`, `max-items`, `required`: an argument's facets;
 * - `forms`: each form of a type the document gives ("integer or string") is taken;
 * - `path`: what the document says a path parameter may hold (digits, 32 characters, …);
 * - `behaviour`: anything else stated in prose (set_paid pays, the aliases answer alike, …);
 * - `reply`: what a reply member is where a reply carries it (its type, enum and form, or that it is
 *   always there), from the resource tables and the index's shape (`spec/replies/`).
 */
export type StatementKind =
  | 'route'
  | 'effect'
  | 'default'
  | 'enum'
  | 'minimum'
  | 'maximum'
  | 'max-items'
  | 'required'
  | 'forms'
  | 'path'
  | 'behaviour'
  | 'reply';

/** A route and method a statement holds on, in neutral words and the document's form (`/shop/store/products/{id}`). */
export interface Place {
  method: HttpMethod;
  route: string;
}

/** One statement of `shop-rest-interface.md`. */
export interface Statement {
  /** Stable: suites name it (`doc:`), reports cite it. */
  id: string;
  kind: StatementKind;
  /** Lines of `shop-rest-interface.md` that state it, the main one first. */
  lines: number[];
  /** What the document says, in its words or closely. */
  says: string;
  /** Every route and method it holds on: a storefront route with its `shop/store/v1` alias, each method of an endpoint. */
  on: Place[];
  /** The argument (or nested member, `requests[].method`) it is about. */
  arg?: string;
  /** The value the document states: the default, the bound, the enum's members, the forms' types. */
  value?: unknown;
  /** The document states a refusal: a value that breaks the rule is not taken (an enum, a bound, a pattern, required). */
  refusal?: boolean;
}

/** A row of `arguments.ts`: endpoint methods, route, argument, line, stated facets, the document's words. */
export type ArgumentRow = readonly [
  methods: string,
  route: string,
  arg: string,
  line: number,
  facets: string,
  says: string,
];
