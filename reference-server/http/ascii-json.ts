/**
 * The server writes JSON in ASCII, every other character as a `\u` escape, as the platform's encoder
 * writes it (PHP's json_encode, which the platform calls without JSON_UNESCAPED_UNICODE). A client
 * reads the same value either way; an ASCII string also goes to the socket without being encoded
 * (2 µs for a cart reply with the "€" of its currency blocks).
 */
const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_ALL = /[\u0080-\uffff]/g;
const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON text with every non-ASCII character escaped (`€` as `\u20ac`, an emoji as its two surrogates). */
export function asciiJson(text: string): string {
  return NON_ASCII.test(text) ? text.replace(NON_ASCII_ALL, escape) : text;
}

/** A value as the server writes it: JSON in ASCII. */
export const toJson = (value: unknown): string => asciiJson(JSON.stringify(value));
