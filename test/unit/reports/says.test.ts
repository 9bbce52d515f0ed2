import { describe, expect, it } from 'vitest';
import { formatCase, saysOf } from '../../../reports/format-failure.js';
import type { CaseResult } from '../../../src/model/result.js';
import { convention, CONVENTIONS } from '../../../spec/conventions.js';
import { statements } from '../../../spec/statements/index.js';

// A failure quotes what the line it cites says, from the project's own tables: the reader checks the
// verdict without conventions.md or the platform notes, which neither a clone nor the package holds.

describe('what the cited line says', () => {
  const c = CONVENTIONS[0]!;
  const st = statements().find((s) => s.kind === 'route')!;

  it('a should-level failure quotes its convention, a must-level one its statement', () => {
    expect(saysOf({ check: 'x', title: 't', message: 'm', level: 'should', source: c.id }, 'must')).toBe(
      `the convention says: "${convention(c.id)?.says}"`,
    );
    expect(saysOf({ check: 'x', title: 't', message: 'm', doc: [st.id] }, 'must')).toBe(
      `the document says: "${st.says}"`,
    );
    expect(saysOf({ check: 'x', title: 't', message: 'm', level: 'info' }, 'must')).toBeUndefined();
  });

  it('the failure block shows it under the failure', () => {
    const failed = {
      suite: 's',
      id: 'c',
      title: 'a case',
      level: 'should',
      tags: [],
      outcome: 'failed',
      failures: [
        {
          check: 'error',
          title: 'Error code differs',
          message: 'Error code differs: /code',
          level: 'should',
          source: c.id,
        },
      ],
      durationMs: 1,
      spec: { origin: { file: 'x' }, requires: [] },
    } as unknown as CaseResult;
    expect(formatCase(failed)).toContain(
      `[should · ${c.file}:${c.line}] error: Error code differs\n    Error code differs: /code\n    the convention says: "`,
    );
  });
});
