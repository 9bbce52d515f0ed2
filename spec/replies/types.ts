/**
 * What the interface document (must) and the conventions (should) say a reply holds, as data the engine
 * examines every answer against (`src/replies/`). A node describes one value: the types it may have,
 * the members it may carry (a member the node does not name is never a failure: platforms add members),
 * which of them the reply always carries, and where each rule stands.
 */

/** JSON's types as a reply's value has them (`integer`: a number without a fraction). */
export type ReplyType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

/**
 * Forms the document states for a string: `uri` (a URL), `email`, `cart-item-key` (exactly 32 word
 * characters or hyphens), `http-method` (a method name). An empty string is "no value", never a
 * breach of a form: the platform writes unset text members as "".
 */
export type ReplyFormat = 'uri' | 'email' | 'cart-item-key' | 'http-method';

/**
 * Where a rule about a reply stands: lines of the interface document (a must-level rule; the statement
 * ledger holds it as a `reply` statement), or a convention of `spec/conventions.ts` (should).
 */
export type ReplySource = { lines: readonly number[] } | { convention: string };

export interface ReplyNode {
  /** The types the value may have; absent: any. */
  type?: readonly ReplyType[];
  /** The values it may take (a closed vocabulary of the document). */
  enum?: readonly (string | number | boolean)[];
  format?: ReplyFormat;
  /** Where its type, enum and form are stated; absent when the node states none (a container). */
  source?: ReplySource;
  /** As a member: the reply always carries it, and where that is stated. Absent: it may be left out. */
  present?: ReplySource;
  /**
   * Null stands for "no value" here, never a type failure, and the convention that says a reply writes
   * null so: a field of the order and product write tables that holds no value (those tables type what
   * a client writes; how a reply writes a value it does not hold is the platform's), a coupon without a
   * limit, a cart line that is no subscription. Elsewhere null is a value of the wrong type unless the
   * document says "or null".
   */
  nullable?: ReplySource;
  members?: Readonly<Record<string, ReplyNode>>;
  /** Every item of an array. */
  items?: ReplyNode;
  /** Every member of an object whose keys are data (the index's routes). */
  values?: ReplyNode;
  /** A resource of its own (`order`, `cart-item`): names the statements of its members. */
  resource?: string;
  /** The resource's name for people (`the order`), in statements and messages. */
  title?: string;
  /** An item that may be an error entry instead (`{id, error: {code, message, data}}` of an admin batch). */
  orError?: ReplyNode;
  /** The error shape: its `data.status` equals the answer's HTTP status (`errors.shape`). */
  statusMatches?: ReplySource;
}

/** Where a route's 2xx answers are described: the route in neutral words and the document's form. */
export interface ReplyRoute {
  /** `/shop-analytics/orders/{id}`; a `/shop/store` route stands for its `/shop/store/v1` alias too. */
  route: string;
  methods: readonly string[];
  reply: ReplyNode;
}
