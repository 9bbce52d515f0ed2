import { expect } from 'vitest';
import { createStorage, type Storage } from '../../../reference-server/storage/index.js';
import { LEAST_COST } from '../../../reference-server/storage/passwords.js';
import { verdictLevel } from '../../../src/model/verdict.js';
import { ADMIN, CUSTOMER, testStorage } from '../../helpers/app.js';
import { runSuitesAgainst, type SuiteRun } from '../../helpers/conformance.js';
import type { CaseResult } from '../../../src/model/result.js';
import type { RunEmitter } from '../../../src/runner/events.js';
import type { Deviation } from './shared.js';

// ---------------------------------------------------------------------------------------------------
// Running an entry

let hashes: Record<string, string> | undefined;

/**
 * The seeded shop with the two test people, as `testStorage()` makes it, without hashing their
 * passwords again for every deviation (half the cost of a small one).
 */
function deviationStorage(): Storage {
  if (!hashes) {
    const first = testStorage();
    const hashOf = (login: string) =>
      (first.db.prepare('SELECT password_hash FROM users WHERE login = ?').get(login) as { password_hash: string })
        .password_hash;
    hashes = { admin: hashOf(ADMIN.login), customer: hashOf(CUSTOMER.login) };
    first.close();
  }
  const storage = createStorage({ path: ':memory:', seed: true, passwordCost: LEAST_COST });
  storage.users.ensure(ADMIN.login, ADMIN.password, 'administrator', hashes.admin);
  storage.users.ensure(CUSTOMER.login, CUSTOMER.password, 'customer', hashes.customer);
  return storage;
}

export interface DeviationRun {
  run: SuiteRun;
  /** `suite/id` of the cases that failed or errored, sorted. */
  failed: string[];
  /** Of them, the must-level cases that failed only should-level checks. */
  shouldOnly: string[];
}

/** A case that fails at must level: what a run gating on must fails on. */
export const failsAtMust = (c: CaseResult): boolean => verdictLevel(c) === 'must';

/**
 * Runs an entry's suites against the reference server with its fault. With `until`, the run is
 * interrupted (as Ctrl-C does: nothing new is sent, the teardowns run) at the first case that
 * answers it: for the measures that ask only whether a fault is caught, where the rest of the run
 * would say nothing more. A fault nothing catches runs whole, replies examined.
 */
export async function runDeviation(
  deviation: Deviation,
  { until }: { until?: (c: CaseResult) => boolean } = {},
): Promise<DeviationRun> {
  const faults = [deviation.fault].flat();
  const storage = deviationStorage();
  const stop = new AbortController();
  const listen = until
    ? (events: RunEmitter) =>
        events.on('case:end', (c) => {
          if (until(c)) stop.abort();
        })
    : undefined;
  try {
    for (const fault of faults) fault.storage?.(storage);
    const run = await runSuitesAgainst(
      deviation.suites,
      {
        storage,
        extend: (app, registry) => {
          for (const fault of faults) fault.apply(app, registry);
        },
      },
      undefined,
      undefined,
      false,
      {
        ...(deviation.selection
          ? { selection: { ...deviation.selection, readOnly: false, haveAdmin: true, haveCustomer: true } }
          : {}),
        ...(until ? { signal: stop.signal } : {}),
      },
      listen,
    );
    // The examination of answers says more of a fault than the cases an entry names, at should level
    // (a stub answered in place of a cart lacks a cart's members): those fail no run, and an entry lists
    // what fails at must. A must-level finding of the examination is held like any case.
    const failing = run.cases.filter(
      (c) => (c.outcome === 'failed' || c.outcome === 'errored') && !(c.suite === 'replies' && c.level === 'should'),
    );
    const key = (c: { suite: string; id: string }) => `${c.suite}/${c.id}`;
    return {
      run,
      failed: failing.map(key).sort(),
      shouldOnly: failing
        .filter((c) => c.level === 'must' && verdictLevel(c) === 'should')
        .map(key)
        .sort(),
    };
  } finally {
    storage.close();
  }
}

/** Runs an entry and holds it to what it expects: exactly its `fails`, at must level but its `shouldOnly`. */
export async function expectDeviation(deviation: Deviation): Promise<void> {
  const { run, failed, shouldOnly } = await runDeviation(deviation);
  expect(failed).toEqual(deviation.fails);
  expect(shouldOnly, 'must-level cases that failed only should-level checks').toEqual(
    [...(deviation.shouldOnly ?? [])].sort(),
  );
  if (deviation.blocked) {
    // Blocked by a prerequisite the run reports as a must-level root cause, not by another case.
    const prerequisites = new Set(
      run.result.rootCauses.filter((r) => ['namespace', 'route', 'part', 'value'].includes(r.kind)).map((r) => r.id),
    );
    const blocked = run.cases
      .filter((c) => c.outcome === 'blocked' && c.blockedBy !== undefined && prerequisites.has(c.blockedBy))
      .map((c) => `${c.suite}/${c.id}`);
    expect(blocked, 'cases blocked by a missing prerequisite').toEqual(expect.arrayContaining(deviation.blocked));
  }
  deviation.also?.(run);
}

/** One of `parts` shares of the catalogue, for as many test files, so that vitest's workers share the runs. */
