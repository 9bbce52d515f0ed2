/**
 * Headers an endpoint reads beyond the interface's own (authentication, Nonce, Cart-Token): what the
 * platform notes say a route needs that its argument list cannot say, since arguments come from the
 * query or the body. Keyed by the endpoint's handler id. The reference server reads its rule from
 * here and the OpenAPI document declares it from here, so the two cannot drift apart.
 */
export interface RequestHeader {
  /** In neutral words; a vocabulary renames its tokens (`spec/translator.ts`, `header`). */
  name: string;
  required: boolean;
  /** What the value must match; the platform's `/^\w+$/`, which PHP reads in ASCII. */
  pattern: string;
  description: string;
}

export const GATEWAY_SECRET_KEY: RequestHeader = {
  name: 'X-Shop-Gateway-Secret-Key',
  required: true,
  pattern: '^[A-Za-z0-9_]+$',
  description:
    "The gateway account's secret key the token is read with; missing, or not made of word characters only, the answer is a 400.",
};

export const REQUEST_HEADERS: Readonly<Record<string, readonly RequestHeader[]>> = {
  'shop/v3:/gateway/tokens/{token_id} GET': [GATEWAY_SECRET_KEY],
};
