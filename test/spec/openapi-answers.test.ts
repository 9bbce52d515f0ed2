import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { openApiDocument, type OpenApiDocument, type OpenApiOperation } from '../../spec/openapi.js';
import type { SiteId } from '../../spec/types.js';
import { rewriteReplies, runSuitesAgainst } from '../helpers/conformance.js';

/**
 * What a schema-driven tester (Schemathesis' response_schema_conformance) would say of the reference
 * server, without the tool: every answer the built-in suites receive is held to the OpenAPI export's
 * declared response for its operation and status (today the error body, `components.schemas.Error`,
 * for any status past 2xx). The export must describe what the server really sends; the deviation run
 * shows the check finds a wrong type when there is one.
 */

interface Answer {
  method: string;
  url: string;
  status: number;
  contentType: string;
  body: string;
}

/** Records every answer the server writes (the onSend hook sees cached answers as bytes, others as text). */
function recordAnswers(answers: Answer[]) {
  return (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const body = Buffer.isBuffer(payload) ? payload.toString('utf8') : typeof payload === 'string' ? payload : '';
      answers.push({
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        contentType: String(reply.getHeader('content-type') ?? ''),
        body,
      });
      return payload;
    });
  };
}

const DOC_ID = 'https://shop-conformance.test/openapi.json';

interface Operation {
  method: string;
  path: RegExp;
  operation: OpenApiOperation;
}

/** One site's export, as a tool reads it: its operations by path template, its response schemas compiled. */
class Export {
  readonly prefix: string;
  private readonly operations: Operation[];
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<unknown, ValidateFunction>();

  constructor(site: SiteId) {
    const doc: OpenApiDocument = openApiDocument({ site });
    this.prefix = (doc.servers as { url: string }[])[0]?.url ?? '';
    // The document's own `#/components/...` references, resolved against the document as a whole.
    this.ajv.addSchema(rebase(doc) as object, DOC_ID);
    this.operations = Object.entries(doc.paths).flatMap(([template, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: templateRegex(template, operation),
        operation: rebase(operation) as OpenApiOperation,
      })),
    );
  }

  /** Why the answer breaks the export, or undefined; `unmatched` when the export declares no such operation. */
  check(answer: Answer): string | undefined | 'unmatched' {
    const path = safeDecode(answer.url.split('?')[0] ?? '').slice(this.prefix.length);
    const found = this.operations.find((o) => o.method === answer.method && o.path.test(path));
    if (!found) return 'unmatched';
    const responses = found.operation.responses as Record<string, { content?: Record<string, { schema: unknown }> }>;
    const declared =
      responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`] ?? responses.default;
    if (!declared) return `status ${answer.status} is not declared`;
    const schema = declared.content?.['application/json']?.schema;
    if (schema === undefined) return undefined;
    if (!answer.contentType.startsWith('application/json')) return `not JSON: ${answer.contentType}`;
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema as object);
      this.compiled.set(schema, validate);
    }
    if (validate(JSON.parse(answer.body))) return undefined;
    return this.ajv.errorsText(validate.errors);
  }
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** `/shop/store/cart/items/{key}` → a regex taking each parameter by its declared pattern. */
function templateRegex(template: string, operation: OpenApiOperation): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const source = escaped.replace(/\{(\w+)\}/g, (_, name: string) => {
    const pattern = operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema.pattern;
    return typeof pattern === 'string' ? `(?:${pattern.replace(/^\^/, '').replace(/\$$/, '')})` : '[^/]+';
  });
  return new RegExp(`^${source}/?$`);
}

/** The value with every local `$ref` made absolute against the document's id. */
function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `${DOC_ID}${v}` : rebase(v),
    ]),
  );
}

/** Each answer held to its site's export: the findings, and how many answers were checked against a schema. */
function holdToExport(answers: Answer[]): { findings: string[]; checked: number; unmatched: number } {
  const exports = [new Export('de'), new Export('primary')];
  const findings: string[] = [];
  let checked = 0;
  let unmatched = 0;
  for (const answer of answers) {
    // HEAD answers carry no body; a tester checks the bodies of the other methods.
    if (answer.method === 'HEAD') continue;
    const site = exports.find((e) => answer.url.startsWith(`${e.prefix}/`));
    const verdict = site ? site.check(answer) : 'unmatched';
    if (verdict === 'unmatched') unmatched++;
    else {
      checked++;
      if (verdict !== undefined)
        findings.push(`${answer.method} ${answer.url} → ${answer.status}: ${verdict} ${answer.body.slice(0, 200)}`);
    }
  }
  return { findings, checked, unmatched };
}

describe("every answer of the built-in suites against the OpenAPI export's declared responses", () => {
  it('the reference server gives none the export does not declare', { timeout: 300_000 }, async () => {
    const answers: Answer[] = [];
    await runSuitesAgainst([], {}, recordAnswers(answers));
    const { findings, checked } = holdToExport(answers);
    expect(findings).toEqual([]);
    // Thousands of answers from every part of the interface, errors of every kind among them.
    expect(checked).toBeGreaterThan(3000);
    expect(answers.filter((a) => a.body.includes('"rest_missing_callback_param"')).length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.body.includes('"rest_invalid_param"')).length).toBeGreaterThan(0);
  });

  it('a server that answers one error with a wrong type is found', { timeout: 120_000 }, async () => {
    const answers: Answer[] = [];
    const run = await runSuitesAgainst(['required'], {}, (app) => {
      // The list of missing names as a count: what a server that misreads the platform might send.
      rewriteReplies(
        app,
        (_method, _url, status) => status === 400,
        (body) => {
          const error = body as { code?: string; data?: { params?: unknown } };
          if (error.code === 'rest_missing_callback_param' && Array.isArray(error.data?.params))
            error.data.params = error.data.params.length;
          return error;
        },
      );
      recordAnswers(answers)(app);
    });
    expect(run.cases.length).toBeGreaterThan(0);
    const { findings } = holdToExport(answers);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((f) => f.includes('rest_missing_callback_param'))).toBe(true);
  });
});
