import { OPTION_WORDS, type SettingWords } from '../model/words.js';
import { NotJsonError } from '../checks/types.js';
import type { HttpResponse } from '../http/client.js';
import { MAX_JSON_DEPTH, nestsDeeperThan, TooDeepError } from '../util/json-depth.js';

export type ParsedBody = { value: unknown } | { error: NotJsonError | TooDeepError };

/** Characters a message must not carry raw: C0 controls, DEL, the noncharacters U+FFFE/U+FFFF, lone surrogates. */
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The start of a body, as a message may quote it: short, every unprintable character as its `\u`
 * escape, and `…` where it was cut (which also tells the secret masking that a secret may end there).
 */
export function bodyPreview(body: string, length = 120): string {
  const shown = body
    .slice(0, length)
    .replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return body.length > length ? `${shown}…` : shown;
}

/** Why a case whose answer was cut at the size limit is not judged. */
export function cutMessage(response: HttpResponse, words: SettingWords = OPTION_WORDS): string {
  const declared = response.headers['content-length'];
  const size = response.size ?? Buffer.byteLength(response.body);
  return `the body is larger than the size limit (${words['max-response-bytes']})${declared !== undefined ? `, declaring ${bodyPreview(declared, 24)} bytes` : ''}: cut after ${size} bytes, not judged`;
}

/**
 * An answer's body as JSON the checks may judge, or why it cannot be: cut at the size limit, encoded
 * though no encoding was asked for, nested too deep to walk safely, or no JSON at all.
 *
 * An encoded body is never decoded: the engine sends no Accept-Encoding, so a target that compresses
 * anyway is misbehaving, and inflating what it sent is how a 5 MB gzip bomb becomes 5 GB in memory.
 */
export function parseBody(response: HttpResponse): ParsedBody {
  if (response.truncated)
    return { error: new NotJsonError('the body was cut at the response size limit, so its JSON cannot be judged') };
  const encoding = response.headers['content-encoding'];
  if (encoding !== undefined && !/^\s*identity\s*$/i.test(encoding)) {
    return {
      error: new NotJsonError(
        `the body is encoded (content-encoding: ${bodyPreview(encoding, 40)}) though no encoding was asked for; it is not decoded, so its JSON cannot be judged`,
      ),
    };
  }
  if (nestsDeeperThan(response.body, MAX_JSON_DEPTH)) return { error: new TooDeepError(MAX_JSON_DEPTH) };
  try {
    return { value: JSON.parse(response.body) };
  } catch {
    return {
      error: new NotJsonError(
        `the body is not JSON (${bodyPreview(response.headers['content-type'] ?? 'no content type', 80)}): ${bodyPreview(response.body)}`,
      ),
    };
  }
}
