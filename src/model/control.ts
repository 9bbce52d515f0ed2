import type { ControlSpec, RequestSpec } from './suite.js';
import { isPlainObject } from '../util/plain-object.js';

/**
 * The control's request: the control's members merged over the case's request. Query, headers and an
 * object body are merged one level deep (a member the control gives replaces the case's, a member it
 * does not give stays), any other key replaces the case's; a body replaces a raw body and the other
 * way round. `anonymous` asks without credentials. Nothing is removed: a control unbreaks a rule, and
 * for a missing argument that means adding it.
 */
export function controlRequest(request: RequestSpec, control: ControlSpec): RequestSpec {
  const { decoy: _decoy, anonymous, query, headers, body, rawBody, ...replaced } = control;
  const out: RequestSpec = { ...request, ...(replaced as Partial<RequestSpec>) };
  if (query) out.query = { ...request.query, ...query };
  if (headers) out.headers = { ...request.headers, ...headers };
  if (body !== undefined) {
    out.body = isPlainObject(body) && isPlainObject(request.body) ? { ...request.body, ...body } : body;
    delete out.rawBody;
  } else if (rawBody !== undefined) {
    out.rawBody = rawBody;
    delete out.body;
  }
  if (anonymous) out.auth = 'none';
  return out;
}
