import { describe, expect, it } from 'vitest';
import {
  JSON_ERROR_DEPTH,
  JSON_ERROR_SYNTAX,
  JSON_MAX_DEPTH,
  readJson,
} from '../../../reference-server/http/json-body.js';

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe("readJson: json_decode with PHP's default depth of 512", () => {
  it('reads 512 levels of arrays or objects, and refuses 513 with JSON_ERROR_DEPTH', () => {
    expect(JSON_MAX_DEPTH).toBe(512);
    expect(readJson(arrays(512))).toHaveProperty('value');
    expect(readJson(objects(512))).toHaveProperty('value');
    expect(readJson(arrays(513))).toEqual({ error: JSON_ERROR_DEPTH });
    expect(readJson(objects(513))).toEqual({ error: JSON_ERROR_DEPTH });
    expect(readJson(`{"a":1,"b":[${arrays(600)}]}`)).toEqual({ error: JSON_ERROR_DEPTH });
    expect(JSON_ERROR_DEPTH).toEqual({ code: 1, message: 'Maximum stack depth exceeded', maxDepth: 512 });
  });

  it('counts only brackets outside strings', () => {
    expect(readJson(JSON.stringify({ text: '['.repeat(5000) }))).toHaveProperty('value');
    expect(readJson(JSON.stringify({ text: `\\"${'{'.repeat(600)}` }))).toHaveProperty('value');
  });

  it('reports whichever PHP meets first: a syntax error before the bracket one level too deep wins', () => {
    expect(readJson(`[1,,${arrays(600)}]`)).toEqual({ error: JSON_ERROR_SYNTAX });
    expect(readJson(`{[${arrays(600)}]}`)).toEqual({ error: JSON_ERROR_SYNTAX });
    // ...and a syntax error after it does not.
    expect(readJson(`${'['.repeat(600)}x`)).toEqual({ error: JSON_ERROR_DEPTH });
    expect(readJson('{"a": x}')).toEqual({ error: JSON_ERROR_SYNTAX });
  });

  it('reads a megabyte of nesting, refused at the depth limit without recursing into it', () => {
    expect(readJson(arrays(500_000))).toEqual({ error: JSON_ERROR_DEPTH });
  });
});
