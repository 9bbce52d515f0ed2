import { describe, it } from 'vitest';
import { expectStatementGuarded, statementShare } from './statements/run.js';

/**
 * Every statement of the interface document is guarded: the reference server with the statement's
 * fault makes a case that cites it fail at must level (`statements/run.ts`). Run in two shares, one
 * per test file, so that both of vitest's workers run it.
 */
describe('each statement of the document, broken, fails a case that cites it (share 1 of 2)', () => {
  it.each(statementShare(0, 2))('$name', expectStatementGuarded);
});
