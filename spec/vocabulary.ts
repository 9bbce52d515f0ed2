/**
 * The interface document replaced brand words with neutral ones, the same way everywhere. A live shop
 * speaks its own words, and not always the same word for one neutral word: the platform the interface
 * was taken from says one word in its namespaces (`{word}/store`, `{word}-analytics`), another as the
 * prefix of its error codes (`{other}_rest_…`), and its payment method ids say something else again. A
 * vocabulary maps each neutral word to the site's word, either one word for every context or one word
 * per context.
 */
export const NEUTRAL_WORDS = [
  'shop',
  'gateway',
  'wallet',
  'security',
  'insights',
  'contact-form',
  'custom-blocks',
  'site-tools',
  'core',
] as const;

/**
 * Where a word can stand, each an identifier position of its own:
 * - `path`: namespaces and route paths (`shop/store`, `shop-analytics`, `/shop/v3/gateway/settings`);
 * - `code`: the brand prefix of an error code (`shop_rest_cart_invalid_key`);
 * - `value`: the brand prefix of an identifier sent or read as a value (payment method ids such as `gateway_sepa`);
 * - `header`: a token of a header name (`X-Shop-Gateway-Secret-Key`).
 */
export const CONTEXTS = ['path', 'code', 'value', 'header'] as const;
export type Context = (typeof CONTEXTS)[number];

/** One word everywhere, or a word per context (contexts left out keep the neutral word). */
export type SiteWord = string | Partial<Record<Context, string>>;

export interface Vocabulary {
  /** Neutral word → the site's word(s); words left out stay as they are. */
  words: Record<string, SiteWord>;
  /** The site's API root, e.g. `/api-json`. */
  apiRoot?: string;
}

export class VocabularyError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid vocabulary: ${problems.join('; ')}`);
  }
}

// Header names are case-insensitive, and sites capitalise them as they like.
const SHAPE: Record<Context, { pattern: RegExp; says: string }> = {
  path: {
    pattern: /^[a-z0-9]+([-_][a-z0-9]+)*$/,
    says: 'lower-case letters and digits, joined by single hyphens or underscores',
  },
  code: {
    pattern: /^[a-z0-9]+([-_][a-z0-9]+)*$/,
    says: 'lower-case letters and digits, joined by single hyphens or underscores',
  },
  value: {
    pattern: /^[a-z0-9]+([-_][a-z0-9]+)*$/,
    says: 'lower-case letters and digits, joined by single hyphens or underscores',
  },
  header: { pattern: /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/, says: 'letters and digits, joined by single hyphens' },
};

/** The site's word for a neutral word in one context (the neutral word itself when none is given). */
export function siteWordIn(vocabulary: Vocabulary, neutral: string, context: Context): string {
  const given = vocabulary.words[neutral];
  if (given === undefined) return neutral;
  if (typeof given === 'string') return given;
  return given[context] ?? neutral;
}

function checkWord(neutral: string, given: unknown, problems: string[]): SiteWord | undefined {
  if (typeof given === 'string') {
    for (const context of CONTEXTS) {
      if (!SHAPE[context].pattern.test(given)) {
        problems.push(`the site's word for "${neutral}" must be ${SHAPE.path.says}, got ${JSON.stringify(given)}`);
        return undefined;
      }
    }
    return given;
  }
  if (!given || typeof given !== 'object' || Array.isArray(given)) {
    problems.push(
      `the site's word for "${neutral}" must be a word, or a mapping of contexts (${CONTEXTS.join(', ')}) to words`,
    );
    return undefined;
  }
  const out: Partial<Record<Context, string>> = {};
  for (const [context, word] of Object.entries(given)) {
    if (!(CONTEXTS as readonly string[]).includes(context)) {
      problems.push(`"${neutral}": unknown context "${context}" (contexts: ${CONTEXTS.join(', ')})`);
      continue;
    }
    const shape = SHAPE[context as Context];
    if (typeof word !== 'string' || !shape.pattern.test(word)) {
      problems.push(`"${neutral}" in ${context}: the site's word must be ${shape.says}, got ${JSON.stringify(word)}`);
      continue;
    }
    out[context as Context] = word;
  }
  if (Object.keys(out).length === 0 && problems.length === 0)
    problems.push(`"${neutral}": give at least one context (${CONTEXTS.join(', ')})`);
  return out;
}

/** Checks a vocabulary as given in a file: known neutral words and contexts, reversible in each context, a sane root. */
export function parseVocabulary(input: unknown): Vocabulary {
  const problems: string[] = [];
  if (!input || typeof input !== 'object' || Array.isArray(input))
    throw new VocabularyError(['it must be a mapping with `words` (and optionally `apiRoot`)']);
  const { words, apiRoot, ...rest } = input as Record<string, unknown>;
  for (const key of Object.keys(rest)) problems.push(`unknown key "${key}" (allowed: words, apiRoot)`);
  if (!words || typeof words !== 'object' || Array.isArray(words))
    problems.push("`words` must map neutral words to the site's words");
  const map = (words && typeof words === 'object' ? words : {}) as Record<string, unknown>;
  const renamed: Record<string, SiteWord> = {};
  for (const [neutral, given] of Object.entries(map)) {
    if (!(NEUTRAL_WORDS as readonly string[]).includes(neutral)) {
      problems.push(`"${neutral}" is not a word the interface uses (its words: ${NEUTRAL_WORDS.join(', ')})`);
      continue;
    }
    const word = checkWord(neutral, given, problems);
    if (word !== undefined) renamed[neutral] = word;
  }
  // Each context must stay reversible: no two neutral words may end up as the same site word there.
  const vocabulary: Vocabulary = { words: renamed };
  for (const context of CONTEXTS) {
    const final = new Map<string, string>();
    for (const neutral of NEUTRAL_WORDS) {
      const site = siteWordIn(vocabulary, neutral, context);
      const key = context === 'header' ? site.toLowerCase() : site;
      const other = final.get(key);
      if (other)
        problems.push(
          `"${other}" and "${neutral}" would both be "${site}" on the site${typeof map[neutral] !== 'object' && typeof map[other] !== 'object' ? '' : ` (${context})`}`,
        );
      final.set(key, neutral);
    }
  }
  if (apiRoot !== undefined && (typeof apiRoot !== 'string' || !/^\/[\w./-]*[^/]$/.test(apiRoot))) {
    problems.push('`apiRoot` must be a path such as /api-json');
  }
  if (problems.length > 0) throw new VocabularyError([...new Set(problems)]);
  return { words: renamed, ...(typeof apiRoot === 'string' ? { apiRoot } : {}) };
}

/** `shop → mk (path), mercato (code)`: a vocabulary as reports show it. */
export function describeVocabulary(vocabulary: Pick<Vocabulary, 'words'>): string[] {
  return Object.entries(vocabulary.words).map(([neutral, word]) => {
    if (typeof word === 'string') return `${neutral} → ${word}`;
    return `${neutral} → ${Object.entries(word)
      .map(([context, w]) => `${w} (${context})`)
      .join(', ')}`;
  });
}

/** True when the vocabulary renames anything at all. */
export function renamesAnything(vocabulary: Vocabulary | undefined): vocabulary is Vocabulary {
  if (!vocabulary) return false;
  return NEUTRAL_WORDS.some((neutral) =>
    CONTEXTS.some((context) => siteWordIn(vocabulary, neutral, context) !== neutral),
  );
}

export const NEUTRAL: Vocabulary = { words: {} };
