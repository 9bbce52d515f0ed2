import type { CaseResult, Failure, RootCause, SuiteResult } from '../model/result.js';
import type { TransportError } from '../http/client.js';
import type { Prerequisite } from './prerequisites.js';

/**
 * Why nothing could be sent: the target refused or is unknown, or the proxy that would carry the
 * requests could not be reached (then it is named, not the target, which was never tried).
 */
export function unreachableFailureOf(error: TransportError, baseUrl: string): Failure {
  const proxyDown = error.code === 'proxy' && error.message.startsWith('proxy ');
  return {
    check: 'reachable',
    level: 'must',
    title: proxyDown ? 'Proxy unreachable' : 'Target unreachable',
    message: proxyDown ? error.message : `target unreachable: ${error.message}`,
    expected: baseUrl,
    actual: error.code,
  };
}

/**
 * Why the index could not be read (a root cause of kind `index`, what the API root answered its
 * `actual`), naming the settings to check as `settings` says: the engine names no CLI flag, the CLI
 * words them as its flags (`bin/wording.ts`).
 */
export function indexUnreadMessage(answered: string, settings = 'the base URL and the API root'): string {
  return `the API root answered ${answered} instead of the index: check ${settings} (or the vocabulary's apiRoot); every case that needs the index is blocked`;
}

/**
 * Every fault that blocked other cases, once, with what it blocked under it. A case's root is the case
 * itself (already counted); a prerequisite the site's index does not list, and a target that cannot
 * be reached, are listed here with their failure.
 */
export function rootCausesOf(
  suites: SuiteResult[],
  prerequisites: ReadonlyMap<string, Prerequisite>,
  unreachable: Failure | undefined,
): RootCause[] {
  const byId = new Map<string, RootCause>();
  const cases = new Map<string, CaseResult>(
    suites.flatMap((s) => s.cases.map((c): [string, CaseResult] => [`${s.id}/${c.id}`, c])),
  );
  // The negatives a refused control blocked say why; a case blocked after one of them only names it.
  const refusedControls = new Map<string, CaseResult>();
  for (const c of cases.values())
    if (c.blockedBy && c.control && !c.control.accepted && !refusedControls.has(c.blockedBy))
      refusedControls.set(c.blockedBy, c);
  const rootFor = (id: string): RootCause => {
    let root = byId.get(id);
    if (root) return root;
    const need = prerequisites.get(id);
    const control = refusedControls.get(id);
    if (control) {
      root = controlRoot(id, control);
    } else if (id === 'unreachable') {
      root = {
        id,
        kind: 'unreachable',
        level: 'must',
        title: 'the target can be reached',
        blocked: [],
        ...(unreachable ? { failure: unreachable } : {}),
      };
    } else if (need?.kind === 'index') {
      const where = need.site === 'de' ? ' of the localized site' : '';
      root = {
        id,
        kind: 'index',
        level: 'must',
        title: `the index${where} answers at the API root`,
        failure: {
          check: 'prerequisite',
          level: 'must',
          title: `the index${where} could not be read`,
          message: indexUnreadMessage(need.answered ?? 'something else'),
          expected: 'the index (200, JSON with namespaces and routes)',
          actual: need.answered ?? 'something else',
        },
        blocked: [],
      };
    } else if (need && (need.kind === 'value' || need.kind === 'part')) {
      root = absenceRoot(id, need);
    } else if (need) {
      const where = need.site === 'de' ? ' on the localized site' : '';
      // The site's own name for it, with the interface's beside it when a vocabulary renames it.
      const name =
        need.siteSubject && need.siteSubject !== need.subject
          ? `${need.siteSubject} (the interface's ${need.subject})`
          : need.subject;
      const what = need.kind === 'namespace' ? `namespace ${name}` : `route ${name}`;
      root = {
        id,
        kind: need.kind,
        level: 'must',
        title: `the index lists ${what}${where}`,
        failure: {
          check: 'prerequisite',
          level: 'must',
          title: `${what} is not listed in the index${where}`,
          message: `the site's index does not list ${what}${namespaceHint(need)}; every case that needs it is blocked`,
          expected: need.siteSubject ?? need.subject,
          actual: 'absent',
          pointer: need.kind === 'namespace' ? '/namespaces' : '/routes',
        },
        blocked: [],
      };
    } else {
      const c = cases.get(id);
      root = { id, kind: 'case', level: c?.level ?? 'must', title: c?.title ?? id, blocked: [] };
    }
    byId.set(id, root);
    return root;
  };
  for (const suite of suites) {
    for (const c of suite.cases) {
      if (c.outcome === 'blocked' && c.blockedBy)
        rootFor(c.blockedBy).blocked.push({ suite: suite.id, id: c.id, title: c.title });
    }
  }
  // A value a drift case found absent that no case sent: still the one finding of it.
  for (const id of [...prerequisites.keys()].sort()) rootFor(id);
  return [...byId.values()];
}

/**
 * A part of the interface or a value the site's index lacks where the platform's namespaces are there:
 * a plugin not installed, most likely. Spoken in the site's words, the interface's beside them.
 */
function absenceRoot(id: string, need: Prerequisite): RootCause {
  const where = need.site === 'de' ? ' on the localized site' : '';
  const places = need.where ?? [];
  const shown = places.length > 3 ? `${places.slice(0, 3).join(', ')}, …` : places.join(', ');
  if (need.kind === 'part') {
    const namespaces = (need.namespaces ?? []).join(', ');
    return {
      id,
      kind: 'part',
      level: 'must',
      title: `the index lists the ${need.subject}'s routes${where}`,
      failure: {
        check: 'prerequisite',
        level: 'must',
        title: `the index lists none of the ${need.subject}'s routes${where}`,
        message: `the site's index lists none of the ${need.subject}'s ${places.length} routes (${shown}), though it lists ${namespaces} (a plugin not installed?); every case that needs one of them is blocked`,
        expected: places,
        actual: 'absent',
        pointer: need.pointer ?? '/routes',
      },
      blocked: [],
    };
  }
  if (need.owner) {
    // A plugin's values: one finding names each value its index lacks.
    const values = (need.siteSubject ?? need.subject).split(', ');
    const interfaces =
      need.siteSubject && need.siteSubject !== need.subject ? ` (the interface's ${need.subject})` : '';
    return {
      id,
      kind: 'value',
      level: 'must',
      title: `the site offers the ${need.owner} values the document lists${where}`,
      failure: {
        check: 'prerequisite',
        level: 'must',
        title: `the site does not offer ${need.owner}${where}: ${values.join(', ')}`,
        message: `the site's index lacks ${values.join(', ')}${interfaces} in the enums of ${shown} (the document lists them; the ${need.owner} plugin not installed?); every case that sends one of them there is blocked`,
        expected: values,
        actual: 'absent',
        ...(need.pointer ? { pointer: need.pointer } : {}),
      },
      blocked: [],
    };
  }
  const [arg, value] = splitOnce(need.siteSubject ?? need.subject);
  const interfaces = need.siteSubject && need.siteSubject !== need.subject ? ` (the interface's ${need.subject})` : '';
  return {
    id,
    kind: 'value',
    level: 'must',
    title: `the site offers ${arg} ${value}${interfaces}${where}`,
    failure: {
      check: 'prerequisite',
      level: 'must',
      title: `the site does not offer ${arg} ${value}${where}`,
      message: `the site's index lacks ${value} in the enum of ${arg} on ${shown} (the document lists it; a plugin not installed?); every case that sends it there is blocked`,
      expected: value,
      actual: 'absent',
      ...(need.pointer ? { pointer: need.pointer } : {}),
    },
    blocked: [],
  };
}

/** `payment_method=gateway_sepa` → the argument and the value (a value may hold `=`). */
function splitOnce(subject: string): [string, string] {
  const at = subject.indexOf('=');
  return [subject.slice(0, at), subject.slice(at + 1)];
}

/** Why a namespace may be missing: listed in another version of the interface than the document's, or a plugin not installed. */
function namespaceHint(need: Prerequisite): string {
  if (need.kind !== 'namespace') return '';
  if (need.namespaces && need.namespaces.length > 0)
    return ` (it lists ${need.namespaces.join(', ')}: another version than the document's)`;
  return ' (a plugin not installed?)';
}

/**
 * Negatives whose controls the target refused alike (`case-control.ts`): one request refused in the
 * state the suites sent it in. Shown with the first refusal's reason; each blocked case keeps its own
 * with the control's exchange. Not a failure: the document may allow the state (a cart with nothing to
 * ship), and then it is the suite's to send its negatives in another.
 */
function controlRoot(id: string, first: CaseResult): RootCause {
  const request = id.replace(/^control:/, '').replace(/ → .*$/, '');
  return {
    id,
    kind: 'control',
    level: first.level,
    title: `a request the document allows (${request}) was refused where negatives were sent: they prove nothing there`,
    failure: {
      check: 'control',
      title: 'a control was refused',
      message: first.control?.reason ?? 'its control was refused',
      expected: 'accepted (the same request with the rule unbroken)',
      actual: first.control?.status ?? 'no answer',
    },
    blocked: [],
  };
}
