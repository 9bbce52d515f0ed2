import { describe, expect, it } from 'vitest';
import { CLI_WORDS } from '../../../bin/wording.js';
import { OPTION_WORDS } from '../../../src/model/words.js';
import { requirementSkip } from '../../../src/plan/decisions.js';
import { cutMessage } from '../../../src/answers/body-json.js';
import { skippedResult } from '../../../src/runner/case-result.js';
import { reproScript } from '../../../src/repro/repro-script.js';
import type { Suite } from '../../../src/model/suite.js';
import { caseSpec } from '../../helpers/case-spec.js';

// The engine names a setting, never a flag: a message that points its reader to one says it in the
// caller's words (`RunSettings.words`), the engine's option names when the caller gives none.

const suite = {
  id: 's',
  title: 's',
  file: 's.yaml',
  tags: [],
  setup: [],
  cases: [],
  teardown: [],
  generators: [],
} as Suite;
const admin = caseSpec('needs-admin', { requires: ['admin'] });
const cut = {
  status: 200,
  headers: { 'content-length': '99999999' },
  body: '{',
  truncated: true,
  size: 1024,
  durationMs: 1,
};
const repro = {
  steps: [
    {
      case: 'c',
      request: {
        method: 'GET',
        url: 'http://shop.test/x',
        headers: [['X-Key', '${SHOP_CONFORMANCE_HEADER_X_KEY}']] as [string, string][],
      },
    },
  ],
  env: [{ name: 'SHOP_CONFORMANCE_HEADER_X_KEY', header: 'X-Key' }],
};

describe('setting words', () => {
  it('a plan skip for want of credentials names the setting as data, and no words', () => {
    expect(requirementSkip(admin, { readOnly: false, haveAdmin: false, haveCustomer: true })).toEqual({
      kind: 'credentials',
      reason: 'no administrator credentials',
      setting: 'admin-credentials',
    });
  });

  it.each([
    [
      'the engine alone',
      OPTION_WORDS,
      'the target.admin option',
      'the maxResponseBytes option',
      'given by the target.headers option',
    ],
    ['the CLI', CLI_WORDS, '--auth or SHOP_CONFORMANCE_AUTH', '--max-response-bytes', 'given by --header'],
  ])(
    '%s: the skip, the cut body and the reproduction name the setting in its words',
    (_, words, auth, limit, header) => {
      const skip = requirementSkip(admin, { readOnly: false, haveAdmin: false, haveCustomer: true });
      expect(skippedResult(suite, admin, skip!, words).skipReason).toBe(`no administrator credentials (${auth})`);
      expect(cutMessage(cut, words)).toContain(`larger than the size limit (${limit})`);
      expect(reproScript(repro, words)).toContain(`SHOP_CONFORMANCE_HEADER_X_KEY (the value of X-Key ${header})`);
    },
  );
});
