/**
 * The interface document replaced brand words with neutral ones, the same way everywhere. A live shop
 * speaks its own words; a vocabulary maps each neutral word to the site's, so the same suites (and the
 * same reference server) can speak either.
 */
export const NEUTRAL_WORDS = ['shop', 'gateway', 'wallet', 'security', 'insights', 'contact-form', 'custom-blocks', 'site-tools', 'core'] as const;

export interface Vocabulary {
  /** Neutral word → the site's word; words left out stay as they are. */
  words: Record<string, string>;
  /** The site's API root, e.g. `/wp-json`. */
  apiRoot?: string;
}

export class VocabularyError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid vocabulary: ${problems.join('; ')}`);
  }
}

const WORD = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Checks a vocabulary as given in a file: known neutral words only, distinct site words, a sane root. */
export function parseVocabulary(input: unknown): Vocabulary {
  const problems: string[] = [];
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new VocabularyError(['it must be a mapping with `words` (and optionally `apiRoot`)']);
  const { words, apiRoot, ...rest } = input as Record<string, unknown>;
  for (const key of Object.keys(rest)) problems.push(`unknown key "${key}" (allowed: words, apiRoot)`);
  if (!words || typeof words !== 'object' || Array.isArray(words)) problems.push('`words` must map neutral words to the site\'s words');
  const map = (words && typeof words === 'object' ? words : {}) as Record<string, unknown>;
  const renamed = new Map<string, string>();
  for (const [neutral, site] of Object.entries(map)) {
    if (!(NEUTRAL_WORDS as readonly string[]).includes(neutral)) {
      problems.push(`"${neutral}" is not a word the interface uses (its words: ${NEUTRAL_WORDS.join(', ')})`);
      continue;
    }
    if (typeof site !== 'string' || !WORD.test(site)) {
      problems.push(`the site's word for "${neutral}" must be lower-case letters, digits and single hyphens, got ${JSON.stringify(site)}`);
      continue;
    }
    renamed.set(neutral, site);
  }
  // The map must be reversible: no two neutral words may end up as the same site word.
  const final = new Map<string, string>();
  for (const neutral of NEUTRAL_WORDS) {
    const site = renamed.get(neutral) ?? neutral;
    const other = final.get(site);
    if (other) problems.push(`"${other}" and "${neutral}" would both be "${site}" on the site`);
    final.set(site, neutral);
  }
  if (apiRoot !== undefined && (typeof apiRoot !== 'string' || !/^\/[\w./-]*[^/]$/.test(apiRoot))) {
    problems.push('`apiRoot` must be a path such as /wp-json');
  }
  if (problems.length > 0) throw new VocabularyError(problems);
  return { words: Object.fromEntries(renamed), ...(typeof apiRoot === 'string' ? { apiRoot } : {}) };
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}

export interface Translator {
  readonly vocabulary: Vocabulary;
  toSite(text: string): string;
  toNeutral(text: string): string;
  /** Every string (and object key) of a JSON value, translated. */
  deepToSite<T>(value: T): T;
  deepToNeutral<T>(value: T): T;
}

/** Words are replaced where they stand as identifier parts: not next to another letter. */
function replacer(map: Map<string, string>): (text: string) => string {
  if (map.size === 0) return (text) => text;
  const words = [...map.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![A-Za-z])(${words.join('|')})(?![A-Za-z])`, 'g');
  return (text) => text.replace(pattern, (word) => map.get(word) ?? word);
}

function deep(value: unknown, translate: (text: string) => string): unknown {
  if (typeof value === 'string') return translate(value);
  if (Array.isArray(value)) return value.map((v) => deep(v, translate));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [translate(k), deep(v, translate)]));
  }
  return value;
}

export function translator(vocabulary: Vocabulary): Translator {
  const forward = new Map(Object.entries(vocabulary.words).filter(([n, s]) => n !== s));
  const backward = new Map([...forward].map(([n, s]) => [s, n]));
  const toSite = replacer(forward);
  const toNeutral = replacer(backward);
  return {
    vocabulary,
    toSite,
    toNeutral,
    deepToSite: <T>(value: T) => deep(value, toSite) as T,
    deepToNeutral: <T>(value: T) => deep(value, toNeutral) as T,
  };
}

export const NEUTRAL: Vocabulary = { words: {} };
