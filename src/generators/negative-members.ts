import type { ArgSchema } from '../../spec/types.js';
import { isPlainObject } from '../util/plain-object.js';
import { sampleValue, type EndpointTarget as Target } from './samples.js';

/**
 * The values that break a rule the document gives an argument (a type, an enum, a format) and the
 * rules inside an object argument (its members): what `negatives.ts` builds its cases from.
 */

export type Kind = 'enum' | 'bounds' | 'required' | 'nested' | 'format';

/** A member of an object argument, or of the objects of a list argument: where the document's nested rules stand. */
export interface Member {
  arg: string;
  name: string;
  schema: ArgSchema;
  /** `billing_address.city`, `requests[].path`. */
  label: string;
  /**
   * The argument's value with this member set to `value` (or left out, for undefined): the object the
   * suite gives for the route (`arguments`), else one with its required members filled.
   */
  with(value: unknown): unknown;
  /** A value the site takes for the member: the given object's, else an accepted sample (a control's). */
  wellFormed: unknown;
}

export function membersOf(arg: string, schema: ArgSchema, given: unknown): Member[] {
  const inList = schema.type === 'array' && schema.items?.properties !== undefined;
  const object = inList ? (schema.items as ArgSchema) : schema.properties !== undefined ? schema : undefined;
  if (!object) return [];
  // An object of the site's (an address it takes, a sub-request that routes nowhere) keeps the other
  // members from deciding: a sample country is refused for itself, whatever member is under test.
  const own = inList && Array.isArray(given) ? given[0] : given;
  const base = () => (isPlainObject(own) ? structuredClone(own) : sampleValue(object)) as Record<string, unknown>;
  return Object.entries(object.properties ?? {})
    .filter(([, m]) => !m.readonly)
    .map(([name, member]) => ({
      arg,
      name,
      schema: member,
      label: `${arg}${inList ? '[]' : ''}.${name}`,
      wellFormed:
        isPlainObject(own) && Object.prototype.hasOwnProperty.call(own, name) ? own[name] : sampleValue(member),
      with(value: unknown) {
        const item = base();
        if (value === undefined) delete item[name];
        else item[name] = value;
        return inList ? [item] : item;
      },
    }));
}

/**
 * A value of the wrong type for a member the document types, as the platform reads types: strings are
 * left alone (most values print as one), and a list is not broken by a word (the platform reads a word
 * or a comma list as a list) but by a map of named members, which no list is.
 */
function wrongType(schema: ArgSchema): unknown | undefined {
  const types = (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []).filter(
    (t) => t !== 'null',
  );
  if (types.length === 0 || types.includes('string') || types.includes('mixed')) return undefined;
  if (types.includes('array')) return types.includes('object') ? undefined : { conformance: 'not-a-list' };
  return `conformance-not-${types.join('-or-')}`;
}

/** Whether a map's values may be objects (or anything), so that an object among them breaks nothing. */
const mapTakesObjects = (values: ArgSchema): boolean => {
  const types = Array.isArray(values.type) ? values.type : values.type ? [values.type] : [];
  return types.length === 0 || types.some((type) => type === 'object' || type === 'mixed');
};

/** A value that breaks a format the document gives. */
export const OUTSIDE_FORMAT: Record<string, unknown> = {
  'date-time': 'conformance-not-a-date',
  uri: 'not a uri',
  email: 'conformance-not-an-email',
};

/**
 * The platform validates date-time and email, and refuses what breaks them; it does not validate uri
 * (the value is only sanitised: platform-core-rest.md:328), so a uri that breaks the format is tried
 * on reads only (a write would take it) and, by the platform's convention, is not refused for it.
 */
export const REFUSED_FORMATS: ReadonlySet<string> = new Set(['date-time', 'email']);

/** Outside the enum: a word no enum of the interface contains, or an integer past the largest. */
export function outsideEnum(arg: ArgSchema): unknown | undefined {
  const values = arg.enum ?? [];
  if (values.every((v) => typeof v === 'number')) return Math.max(...(values as number[])) + 1;
  if (values.every((v) => typeof v === 'string')) return 'conformance-not-in-enum';
  return undefined;
}

/** One generated case: the rule it breaks (or keeps), on which route, with which arguments. */
export interface Negative {
  t: Target;
  /** What the refusal names: the top-level argument. */
  arg: string;
  kind: string;
  title: string;
  params: Record<string, unknown>;
  /** The arguments keep the rule (the case expects them accepted), or break it. */
  valid: boolean;
  /** The rule broken is a required argument left out. */
  missing?: boolean;
  /** The rule's place, for the id and the coverage report: `arg` unless a member's. */
  label?: string;
  /** For a refusal, the members of its control, that keep the rule. */
  unbroken?: Record<string, unknown>;
}

/** Adds a generated case (and, for a refusal on a route that needs credentials or a cart, its anonymous variant). */
export type Add = (negative: Negative) => void;

/**
 * The rules inside an object argument (or inside each object of a list): a member the document marks
 * required left out, a member's enum, its type (and the type of the values a map member takes, such
 * as a batch sub-request's headers), and a member's format. The refusal names the top-level argument.
 */
export function nestedCases(t: Target, member: Member, kinds: Kind[], add: Add, base: Record<string, unknown>): void {
  const params = (value: unknown) => ({ ...base, [member.arg]: member.with(value) });
  const { schema, label, arg } = member;
  // The control of each: the object (or list) with this member well-formed, an accepted sample.
  const wellFormed = { [arg]: member.with(member.wellFormed) };
  if (kinds.includes('nested')) {
    if (schema.required === true)
      add({
        t,
        arg,
        kind: 'member-missing',
        title: `leaving out ${label} is refused`,
        params: params(undefined),
        valid: false,
        label,
        unbroken: wellFormed,
      });
    const bad = schema.enum ? outsideEnum(schema) : undefined;
    if (bad !== undefined)
      add({
        t,
        arg,
        kind: 'member-not-in-enum',
        title: `${label}=${JSON.stringify(bad)} is refused`,
        params: params(bad),
        valid: false,
        label,
        unbroken: wellFormed,
      });
    const wrong = schema.enum ? undefined : wrongType(schema);
    if (wrong !== undefined)
      add({
        t,
        arg,
        kind: 'member-wrong-type',
        title: `${label}=${JSON.stringify(wrong)} is refused (type ${JSON.stringify(schema.type)})`,
        params: params(wrong),
        valid: false,
        label,
        unbroken: wellFormed,
      });
    const values = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
    if (values && wrongType(values) === undefined && !mapTakesObjects(values)) {
      // A map whose values are strings (or lists of them): an object among them is the wrong type. Not a
      // number: the platform reads a scalar as a one-item list (platform-core-rest.md:288), so 5 is
      // "string or array of strings"; an object with members is neither a string nor a list, whatever
      // the server coerces (an empty one is: PHP reads {} as an empty array).
      add({
        t,
        arg,
        kind: 'value-wrong-type',
        title: `an object among the values of ${label} is refused (type ${JSON.stringify(values.type)})`,
        params: params({ 'X-Conformance': { conformance: 'not-a-header' } }),
        valid: false,
        label: `${label}{}`,
        unbroken: { [arg]: member.with({ 'X-Conformance': 'conformance' }) },
      });
    }
  }
  if (kinds.includes('format') && schema.format && REFUSED_FORMATS.has(schema.format)) {
    add({
      t,
      arg,
      kind: 'not-in-format',
      title: `${label}=${JSON.stringify(OUTSIDE_FORMAT[schema.format])} is refused (format ${schema.format})`,
      params: params(OUTSIDE_FORMAT[schema.format]),
      valid: false,
      label,
      unbroken: wellFormed,
    });
  }
}
