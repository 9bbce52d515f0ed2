import { translator, type Translator } from '../../spec/translator.js';
import { renamesAnything, type Vocabulary } from '../../spec/vocabulary.js';
import type { CheckRegistry } from '../checks/registry.js';
import type { CaptureSpec, CaseSpec, CheckSpec, ControlSpec, RequestSpec } from '../model/suite.js';

/**
 * A case as the site speaks: each word translated where it stands (the request's path, its header
 * names, codes and paths in its body; each check's arguments by the positions its check gives them).
 * Test data carries no interface word, so what a case creates and what it later reads or applies stay
 * the same string. Identity when the vocabulary renames nothing.
 */
export function caseSpeaker(vocabulary: Vocabulary | undefined, checks: CheckRegistry): (spec: CaseSpec) => CaseSpec {
  if (!renamesAnything(vocabulary)) return (spec) => spec;
  const t = translator(vocabulary);
  return (spec) => speakCase(spec, checks, t);
}

export function speakCase(spec: CaseSpec, checks: CheckRegistry, t: Translator): CaseSpec {
  return {
    ...spec,
    request: speakRequest(spec.request, t),
    expect: spec.expect.map((c) => speakCheck(c, checks, t)),
    capture: speakCaptures(spec.capture, t),
    ...(spec.control ? { control: speakControl(spec.control, t) } : {}),
  };
}

/** A control's members as the site speaks them, as its case's request is spoken (the decoy is an argument name: no word). */
function speakControl(control: ControlSpec, t: Translator): ControlSpec {
  const out: ControlSpec = { ...control };
  if (control.path !== undefined) out.path = t.path(control.path, 'site');
  if (control.query) out.query = t.json(control.query, 'site', undefined, 'request');
  if (control.body !== undefined) out.body = t.json(control.body, 'site', undefined, 'request');
  if (control.headers)
    out.headers = Object.fromEntries(
      Object.entries(control.headers).map(([name, value]) => [t.header(name, 'site'), value]),
    );
  return out;
}

export function speakRequest(request: RequestSpec, t: Translator): RequestSpec {
  const out: RequestSpec = { ...request, path: t.path(request.path, 'site') };
  if (request.query) out.query = t.json(request.query, 'site', undefined, 'request');
  if (request.body !== undefined) out.body = t.json(request.body, 'site', undefined, 'request');
  if (request.headers)
    out.headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [t.header(name, 'site'), value]),
    );
  return out;
}

function speakCheck(spec: CheckSpec, checks: CheckRegistry, t: Translator): CheckSpec {
  const { check, level, source, ...args } = spec;
  const definition = checks.get(check);
  const spoken = definition?.speak ? definition.speak(args as never, t) : t.json(args, 'site');
  return { check, ...(level ? { level } : {}), ...(source ? { source } : {}), ...(spoken as object) };
}

function speakCaptures(captures: Record<string, CaptureSpec>, t: Translator): Record<string, CaptureSpec> {
  const out: Record<string, CaptureSpec> = {};
  for (const [name, c] of Object.entries(captures)) {
    out[name] =
      c.header !== undefined
        ? { ...c, header: t.header(c.header, 'site') }
        : { ...c, ...(c.pointer !== undefined ? { pointer: t.pointer(c.pointer, 'site') } : {}) };
  }
  return out;
}
