import type { CaseSpec, Suite, SuiteVariant } from '../model/suite.js';

/**
 * A suite run again as a suite of its own: the storefront's routes exist identically under
 * `shop/store` and `shop/store/v1` (the document), so the cart flow written once runs under both.
 * Paths move by prefix; the suite's own test data (a coupon code) is renamed so that both variants can
 * run side by side against one shop without meeting.
 */
export function variantsOf(suite: Suite): Suite[] {
  return (suite.variants ?? []).map((variant) => {
    const rewrite = (c: CaseSpec): CaseSpec => rewriteCase(c, variant);
    const { variants: _none, ...rest } = suite;
    return {
      ...rest,
      id: `${suite.id}-${variant.suffix}`,
      title: `${suite.title} (${variant.title ?? variant.suffix})`,
      setup: suite.setup.map(rewrite),
      cases: suite.cases.map(rewrite),
      teardown: suite.teardown.map(rewrite),
    };
  });
}

/** `/shop/store/cart` under `{"/shop/store": "/shop/store/v1"}` is `/shop/store/v1/cart`; `/shop/storefront` is not moved. */
export function movePath(path: string, paths: Record<string, string>): string {
  for (const [from, to] of Object.entries(paths)) {
    if (path === from || path.startsWith(`${from}/`) || path.startsWith(`${from}?`))
      return `${to}${path.slice(from.length)}`;
  }
  return path;
}

function replaceStrings<T>(value: T, strings: Record<string, string>): T {
  if (typeof value === 'string') {
    let out: string = value;
    for (const [from, to] of Object.entries(strings)) out = out.split(from).join(to);
    return out as T;
  }
  if (Array.isArray(value)) return value.map((v) => replaceStrings(v, strings)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceStrings(v, strings)])) as T;
  return value;
}

/** A request beside the case's (its control, its finding): its test data and its path move with the case's. */
function rewritePart<T extends { path?: string | undefined }>(part: T, variant: SuiteVariant): T {
  const out = replaceStrings(part, variant.strings ?? {});
  if (out.path !== undefined) out.path = movePath(out.path, variant.paths);
  return out;
}

function rewriteCase(spec: CaseSpec, variant: SuiteVariant): CaseSpec {
  const strings = variant.strings ?? {};
  const request = replaceStrings(spec.request, strings);
  request.path = movePath(request.path, variant.paths);
  // A batch's sub-requests move with it.
  const requests = (request.body as { requests?: unknown } | undefined)?.requests;
  if (Array.isArray(requests)) {
    for (const sub of requests as { path?: unknown }[])
      if (typeof sub?.path === 'string') sub.path = movePath(sub.path, variant.paths);
  }
  const needs = spec.needs && {
    ...(spec.needs.namespace !== undefined
      ? { namespace: movePath(`/${spec.needs.namespace}`, variant.paths).slice(1) }
      : {}),
    ...(spec.needs.route !== undefined ? { route: movePath(spec.needs.route, variant.paths) } : {}),
  };
  return {
    ...spec,
    request,
    expect: replaceStrings(spec.expect, strings),
    title: replaceStrings(spec.title, strings),
    // A control gives the case's own test data too; a finding looks for what the variant creates
    // (its own marker, under its own path), never for what the suite it varies made.
    ...(spec.control ? { control: rewritePart(spec.control, variant) } : {}),
    ...(spec.find ? { find: rewritePart(spec.find, variant) } : {}),
    ...(spec.leaves !== undefined ? { leaves: replaceStrings(spec.leaves, strings) } : {}),
    ...(needs ? { needs } : {}),
  };
}
