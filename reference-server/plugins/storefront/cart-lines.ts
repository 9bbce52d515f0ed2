import type { HandlerContext } from '../../http/types.js';
import type { Product } from '../../storage/repositories/products.js';
import type { Storage } from '../../storage/index.js';
import { cartError } from './cart-errors.js';
import { quantityLimits } from './cart-shapes.js';
import { itemKey, type CartLine, type CartState } from './cart-state.js';

interface VariationInput {
  attribute?: string;
  value?: string;
}

const norm = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/^attribute_/, '');

/** Which product a request means: a simple product, a variation by id, or a variation by its attributes. */
function resolve(
  storage: Storage,
  id: number,
  input: VariationInput[],
): { parent: Product; product: Product; variation: Record<string, string> } {
  const found = storage.products.get(id);
  const parent = found?.type === 'variation' ? storage.products.get(found.parentId) : found;
  if (!found || !parent || parent.status !== 'publish' || found.status !== 'publish') {
    throw cartError(
      'shop_rest_cart_invalid_product',
      `Product with ID "${id}" was not found and cannot be added to the cart.`,
      400,
    );
  }
  if (found.type === 'variation') return { parent, product: found, variation: { ...found.variation } };
  if (!['variable', 'variable-subscription'].includes(found.type))
    return { parent: found, product: found, variation: {} };

  const attribute = storage.attributes.list()[0];
  const taxonomy = attribute?.taxonomy ?? '';
  const label = attribute?.name ?? taxonomy;
  const chosen = input.find((v) => v.attribute && [norm(taxonomy), norm(label)].includes(norm(v.attribute)));
  const variations = storage.products.variations(found.id);
  const allowed = variations.map((v) => v.variation[taxonomy]).filter((v): v is string => Boolean(v));
  if (!chosen?.value) {
    throw cartError(
      'shop_rest_missing_variation_data',
      `Missing variation data for variable product. ${label} is a required field.`,
      400,
    );
  }
  const slug = norm(chosen.value);
  if (!allowed.includes(slug)) {
    throw cartError(
      'shop_rest_invalid_variation_data',
      `Invalid value posted for ${label}. Allowed values: ${allowed.join(', ')}`,
      400,
    );
  }
  const variation = variations.find((v) => v.variation[taxonomy] === slug);
  if (!variation) throw cartError('shop_rest_variation_id_from_variation_data', 'No matching variation found.', 400);
  return { parent: found, product: variation, variation: { [taxonomy]: slug } };
}

/**
 * Adds a line, or merges into the line with the same key. A new line is normalised into its limits
 * silently; a merge is validated, as the platform does.
 */
export function addLine(
  storage: Storage,
  cart: CartState,
  params: Record<string, unknown>,
  ctx: HandlerContext,
): CartLine {
  const id = Math.abs(Math.trunc(Number(params.id ?? 0)));
  const requested = params.quantity === undefined ? 1 : Math.trunc(Number(params.quantity));
  const { parent, product, variation } = resolve(storage, id, (params.variation as VariationInput[] | undefined) ?? []);
  const name = parent.name;
  if (product.regularPrice === null)
    throw cartError('shop_rest_product_not_purchasable', `"${name}" is not available for purchase.`, 400);
  if (requested <= 0)
    throw cartError('shop_rest_product_invalid_quantity', `You must add at least 1 "${name}" to the cart.`, 400);
  if (product.stockStatus === 'outofstock') {
    throw cartError(
      'shop_rest_product_out_of_stock',
      `You cannot add "${name}" to the cart because the product is out of stock.`,
      400,
    );
  }
  const key = itemKey(parent.id, product.id === parent.id ? 0 : product.id, variation);
  const existing = cart.items.find((l) => l.key === key);
  const wanted = (existing?.quantity ?? 0) + requested;
  if (product.manageStock && product.backorders === 'no' && wanted > (product.stockQuantity ?? 0)) {
    throw cartError(
      'shop_rest_product_partially_out_of_stock',
      `You cannot add that amount of "${name}" to the cart because there is not enough stock (${product.stockQuantity ?? 0} remaining).`,
      400,
    );
  }
  const limits = quantityLimits(product);
  if (existing) {
    if (product.soldIndividually)
      throw cartError('shop_rest_product_sold_individually', `You cannot add another "${name}" to your cart.`, 400);
    checkQuantity(name, limits, wanted, ctx, storage);
    existing.quantity = wanted;
    return existing;
  }
  const line: CartLine = {
    key,
    productId: parent.id,
    variationId: product.id === parent.id ? 0 : product.id,
    quantity: Math.min(Math.max(requested, limits.minimum), limits.maximum),
    variation,
  };
  cart.items.push(line);
  return line;
}

export function checkQuantity(
  name: string,
  limits: ReturnType<typeof quantityLimits>,
  quantity: number,
  ctx: HandlerContext,
  storage: Storage,
): void {
  if (!limits.editable && quantity !== 1)
    throw cartError('readonly_quantity', `The quantity of "${name}" cannot be changed`, 400, ctx, storage);
  if (quantity < limits.minimum)
    throw cartError(
      'invalid_quantity',
      `The minimum quantity of "${name}" allowed in the cart is ${limits.minimum}`,
      400,
      ctx,
      storage,
    );
  if (quantity > limits.maximum)
    throw cartError(
      'invalid_quantity',
      `The maximum quantity of "${name}" allowed in the cart is ${limits.maximum}`,
      400,
      ctx,
      storage,
    );
}

/** Sets a line's quantity after the platform's checks. */
export function updateLine(
  storage: Storage,
  cart: CartState,
  key: string,
  quantity: number,
  ctx: HandlerContext,
): CartLine {
  const line = findLine(storage, cart, key, ctx, 'Cart item does not exist.');
  const product = storage.products.get(line.variationId || line.productId) as Product;
  const parent = storage.products.get(line.productId) as Product;
  checkQuantity(parent.name, quantityLimits(product), quantity, ctx, storage);
  line.quantity = quantity;
  return line;
}

export function findLine(
  storage: Storage,
  cart: CartState,
  key: string,
  ctx: HandlerContext,
  message = 'Cart item does not exist.',
): CartLine {
  const line = cart.items.find((l) => l.key === key);
  if (!line) throw cartError('shop_rest_cart_invalid_key', message, 409, ctx, storage);
  return line;
}
