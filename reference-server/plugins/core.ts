import { batchHandler } from '../core/batch.js';
import type { Dispatcher } from '../core/dispatcher.js';
import type { IndexDocuments } from '../core/index-document.js';
import type { HandlerRegistry } from './registry.js';

/** The platform's own routes: the index, each namespace's index, and batch v1. */
export function registerCoreHandlers(
  registry: HandlerRegistry,
  documents: IndexDocuments,
  dispatcher: () => Dispatcher,
): void {
  registry.handle('core:index GET', ({ request }) => ({
    status: 200,
    rawJson: documents.index(request.site, request.urls),
    headers: {},
  }));
  registry.handle('core:namespace-index GET', ({ request, params }) => ({
    status: 200,
    rawJson: documents.namespace(request.site, request.urls, String(params.namespace)),
    headers: {},
  }));
  registry.handle('core:batch POST', batchHandler(dispatcher));
  registry.handle('shop/store:/batch POST', batchHandler(dispatcher, { storefrontOnly: 'shop/store' }));
}
