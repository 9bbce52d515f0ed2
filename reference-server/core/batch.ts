import { RestError } from '../http/errors.js';
import { canonicalHeaderName, json, type Handler, type RestRequest, type RestResponse } from '../http/types.js';
import { parseQueryString } from '../http/query-string.js';
import { Dispatcher, PreparationError, type PreparedRequest } from './dispatcher.js';

interface BatchItem {
  method?: string;
  path: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string | string[]>;
}

interface Envelope {
  body: unknown;
  status: number;
  headers: Record<string, string> | [];
}

function envelope(response: RestResponse): Envelope {
  const body = response.rawJson !== undefined ? JSON.parse(response.rawJson) : (response.body ?? null);
  // An empty PHP array serialises as a list: the platform's `"headers": []`.
  const headers: Envelope['headers'] = Object.keys(response.headers).length > 0 ? response.headers : [];
  return { body, status: response.status, headers };
}

function errorEnvelope(error: RestError, headers: Record<string, string>): Envelope {
  return envelope({ status: error.status, body: error.toBody(), headers });
}

function subRequest(parent: RestRequest, item: BatchItem): RestRequest {
  const [path = '', query = ''] = item.path.split(/\?(.*)/s);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(item.headers ?? {})) {
    headers[canonicalHeaderName(name)] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return {
    method: (item.method ?? 'POST').toUpperCase(),
    path,
    query: parseQueryString(query),
    headers,
    body: item.body ?? {},
    principal: parent.principal,
    site: parent.site,
    urls: parent.urls,
    inBatch: true,
  };
}

/**
 * Batch v1: every sub-request is matched and validated before any runs; with `require-all-validate`
 * one failure stops them all. Sub-requests run in order with the caller's credentials, each through
 * its own route's permission check. The reply is 207 whatever the sub-results.
 */
export function batchHandler(dispatcher: () => Dispatcher, options: { storefrontOnly?: string } = {}): Handler {
  return async ({ request, params }) => {
    const items = params.requests as BatchItem[];
    if (
      options.storefrontOnly &&
      items.some((item) => !item.path.toLowerCase().includes(options.storefrontOnly as string))
    ) {
      throw new RestError('shop_rest_invalid_path', 'Invalid path provided.', 400);
    }
    const d = dispatcher();
    const prepared: (PreparedRequest | Envelope)[] = items.map((item) => {
      const sub = subRequest(request, item);
      try {
        const match = d.match(sub);
        if (!match.route.allowBatch) {
          return errorEnvelope(
            new RestError('rest_batch_not_allowed', 'The requested route does not support batch requests.', 400),
            {},
          );
        }
        return d.prepare(sub, match);
      } catch (error) {
        if (error instanceof PreparationError) return errorEnvelope(error.error, {});
        if (error instanceof RestError) return errorEnvelope(error, {});
        throw error;
      }
    });
    const failed = prepared.filter(isEnvelope);
    if (params.validation === 'require-all-validate' && failed.length > 0) {
      return json({ failed: 'validation', responses: prepared.map((p) => (isEnvelope(p) ? p : null)) }, 207);
    }
    const responses: Envelope[] = [];
    let failure: unknown;
    for (const entry of prepared) {
      if (isEnvelope(entry)) {
        responses.push(entry);
        continue;
      }
      const response = await d.execute(entry);
      // An entry's failure is the batch's to log: its answer is a 207 whatever the entries say.
      failure ??= response.failure;
      responses.push(envelope(response));
    }
    return { ...json({ responses }, 207), ...(failure !== undefined ? { failure } : {}) };
  };
}

function isEnvelope(entry: PreparedRequest | Envelope): entry is Envelope {
  return 'status' in entry && 'body' in entry && !('match' in entry);
}
