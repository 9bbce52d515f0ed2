import { RestError } from '../../http/errors.js';
import { json } from '../../http/types.js';
import type { HandlerRegistry } from '../registry.js';

/** Block templates the shop's theme ships (reference only). */
const TEMPLATES: Record<string, string> = {
  'shop/signal-card': '<div class="signal-card"><h3>{{title}}</h3><p class="signal-card__price">{{price}}</p></div>',
  'shop/pricing-table': '<table class="pricing-table"><tbody>{{rows}}</tbody></table>',
};

export function registerCustomBlocks(registry: HandlerRegistry): void {
  registry.handle('custom-blocks:/template-file GET', (ctx) => {
    const name = String(ctx.params.blockName ?? '');
    const template = TEMPLATES[name];
    if (template === undefined)
      throw new RestError('shop_rest_block_template_not_found', `No template file for block "${name}".`, 404);
    return json({ blockName: name, template });
  });
}
