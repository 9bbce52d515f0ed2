import { randomBytes } from 'node:crypto';
import { RestError } from '../../http/errors.js';
import { json } from '../../http/types.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';
import { paymentComplete } from '../admin/transitions.js';
import { finder } from '../admin/resource.js';

interface Location {
  id: string;
  object: 'terminal.location';
  display_name: string;
  address: Record<string, unknown>;
  livemode: boolean;
}

const newId = () =>
  `tml_${randomBytes(18)
    .toString('base64url')
    .replace(/[^a-zA-Z0-9]/g, 'x')
    .slice(0, 24)}`;

/** Puerto Rico is a US state to the gateway: country PR becomes US with state PR. */
function normalise(address: Record<string, unknown>): Record<string, unknown> {
  if (address.country === 'PR' || address.state === 'PR') return { ...address, country: 'US', state: 'PR' };
  return address;
}

/** Terminal locations and in-person payments against the simulated gateway. */
export function registerGatewayTerminal(registry: HandlerRegistry, storage: Storage): void {
  const all = () => storage.options.get<Location[]>('gateway_terminal_locations') ?? [];
  const save = (list: Location[]) => storage.options.set('gateway_terminal_locations', list);
  const find = (locationId: unknown) => {
    const location = all().find((l) => l.id === locationId);
    if (!location)
      throw new RestError('shop_rest_gateway_location_not_found', `No such location: '${String(locationId)}'.`, 404);
    return location;
  };
  const create = (displayName: string, address: Record<string, unknown>) => {
    const location: Location = {
      id: newId(),
      object: 'terminal.location',
      display_name: displayName,
      address: normalise(address),
      livemode: false,
    };
    save([...all(), location]);
    return location;
  };

  registry.handle('shop/v3:/gateway/terminal/locations POST', (ctx) =>
    json(create(String(ctx.params.display_name), ctx.params.address as Record<string, unknown>)),
  );
  registry.handle('shop/v3:/gateway/terminal/locations GET', (ctx) => {
    let list = all();
    const after = ctx.params.starting_after;
    const before = ctx.params.ending_before;
    if (after) list = list.slice(list.findIndex((l) => l.id === after) + 1);
    if (before)
      list = list.slice(
        0,
        Math.max(
          0,
          list.findIndex((l) => l.id === before),
        ),
      );
    return json(list.slice(0, Number(ctx.params.limit ?? 10)));
  });
  registry.handle('shop/v3:/gateway/terminal/locations/store GET', () => {
    const existing = all().find((l) => l.display_name === 'Signal Desk');
    return json(
      existing ?? create('Signal Desk', { line1: 'Main St 1', city: 'Berlin', postal_code: '10115', country: 'DE' }),
    );
  });
  registry.handle('shop/v3:/gateway/terminal/locations/{location_id} GET', (ctx) => json(find(ctx.params.location_id)));
  registry.handle('shop/v3:/gateway/terminal/locations/{location_id} POST', (ctx) => {
    const location = find(ctx.params.location_id);
    const updated: Location = {
      ...location,
      ...(typeof ctx.params.display_name === 'string' ? { display_name: ctx.params.display_name } : {}),
      ...(ctx.params.address ? { address: normalise(ctx.params.address as Record<string, unknown>) } : {}),
    };
    save(all().map((l) => (l.id === location.id ? updated : l)));
    return json(updated);
  });
  registry.handle('shop/v3:/gateway/terminal/locations/{location_id} DELETE', (ctx) => {
    const location = find(ctx.params.location_id);
    save(all().filter((l) => l.id !== location.id));
    return json({ id: location.id, object: 'terminal.location', deleted: true });
  });

  const order = finder('order', (id) => storage.orders.get(id));
  registry.handle('shop/v3:/gateway/orders/{order_id}/create_customer POST', (ctx) => {
    const found = order(ctx.params.order_id);
    const customerId = String(found.gateway_customer_id ?? `cus_${randomBytes(7).toString('hex')}`);
    storage.orders.save({ ...found, gateway_customer_id: customerId });
    return json({ id: customerId, object: 'customer', simulated: true });
  });
  registry.handle('shop/v3:/gateway/orders/{order_id}/capture_terminal_payment POST', (ctx) => {
    const found = order(ctx.params.order_id);
    paymentComplete(storage, found, String(ctx.params.payment_intent_id));
    storage.orders.save(found);
    return json({ status: 'succeeded', id: ctx.params.payment_intent_id, order_status: found.status, simulated: true });
  });
}
