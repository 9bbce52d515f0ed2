import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../../../src/model/result.js';
import { SuiteDependencies } from '../../../src/runner/dependencies.js';
import { caseSpec } from '../../helpers/case-spec.js';

const spec = caseSpec;
const passed = { outcome: 'passed', failures: [], level: 'must' } as unknown as CaseResult;

describe('a capture that found nothing on the site', () => {
  it('skips what reads it, saying where it found nothing as the capture reads it', () => {
    const deps = new SuiteDependencies('s');
    const find = spec('find', {
      capture: {
        ids: { pointer: '', each: 'id' },
        first: { pointer: '/0/id' },
        user: { header: 'User-ID' },
      },
    });
    deps.record(find, passed, new Map());
    // The plan's edge: the reader reads the capture from `find`.
    const reading = (name: string) =>
      deps.decide(spec('reader', { request: { method: 'GET', path: `/x/{{${name}}}` } }), [{ name, from: find }]);
    expect(reading('ids')).toEqual({
      skip: 'find found nothing on the site for {{ids}} (no item with id at /)',
      nothing: true,
    });
    expect(reading('first')).toEqual({
      skip: 'find found nothing on the site for {{first}} (no value at /0/id)',
      nothing: true,
    });
    expect(reading('user')).toEqual({
      skip: 'find found nothing on the site for {{user}} (no value at header User-ID)',
      nothing: true,
    });
  });
});
