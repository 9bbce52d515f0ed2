import { RestError } from '../../http/errors.js';
import { json, type HandlerContext, type RestResponse } from '../../http/types.js';
import type { Storage } from '../../storage/index.js';
import type { HandlerRegistry } from '../registry.js';

const notFound = () => new RestError('oembed_invalid_url', 'Not Found', 404);

/** The platform's sizes: width clamped to 200..600, height 9/16 of it, at least 200. */
export function embedSize(maxwidth: unknown): { width: number; height: number } {
  const asked = Math.abs(Math.trunc(Number(maxwidth) || 0));
  const width = Math.min(Math.max(200, asked), 600);
  return { width, height: Math.max(Math.ceil((width / 16) * 9), 200) };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The shop's own pages a URL can name: the home page and published product pages. */
function resolve(storage: Storage, home: string, url: string): { title: string; link: string } | undefined {
  const clean = url.replace(/[?#].*$/, '').replace(/\/+$/, '');
  if (clean === home.replace(/\/+$/, '')) return { title: 'Signal Desk', link: `${home}/` };
  const m = new RegExp(`^${home.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/product/([\\w-]+)$`).exec(clean);
  if (!m) return undefined;
  const product = storage.products.list({ statuses: ['publish'] }).items.find((p) => p.slug === m[1]);
  return product ? { title: product.name, link: `${home}/product/${product.slug}/` } : undefined;
}

function reply(ctx: HandlerContext, storage: Storage, xml: boolean): RestResponse {
  const home = ctx.request.urls.home;
  const page = resolve(storage, home, String(ctx.params.url));
  if (!page) throw notFound();
  const { width, height } = embedSize(ctx.params.maxwidth);
  const data = {
    version: '1.0',
    provider_name: 'Signal Desk',
    provider_url: home,
    author_name: 'Signal Desk',
    author_url: home,
    title: page.title,
    type: 'rich',
    width,
    height,
    html: `<blockquote class="shop-embedded-content"><a href="${page.link}">${escapeXml(page.title)}</a></blockquote><iframe sandbox="allow-scripts" src="${page.link}embed/" width="${width}" height="${height}" title="${escapeXml(page.title)}"></iframe>`,
  };
  if (!xml) return json(data);
  const body = `<?xml version="1.0"?>\n<oembed>${Object.entries(data)
    .map(([k, v]) => `<${k}>${escapeXml(String(v))}</${k}>`)
    .join('')}</oembed>\n`;
  return { status: 200, headers: {}, rawText: { body, contentType: 'text/xml; charset=UTF-8' } };
}

/** oEmbed for the shop's own URLs; the proxy answers local URLs only and never goes out. */
export function registerOembed(registry: HandlerRegistry, storage: Storage): void {
  registry.handle('oembed/1.0:/embed GET', (ctx) => reply(ctx, storage, ctx.params.format === 'xml'));
  registry.handle('oembed/1.0:/proxy GET', (ctx) => reply(ctx, storage, false));
}
