import { describe, expect, it } from 'vitest';
import { isolated, type ReporterFailure } from '../../../reports/isolate.js';
import type { Reporter } from '../../../reports/types.js';
import { RunEmitter } from '../../../src/runner/events.js';
import { FIXTURE } from './fixture.js';

/** A run that writes (the embedded server): its first lines say nothing of writes. */
const NO_WRITES = { allowed: true, notRun: 0, leaves: [] };

const throwing = (name: string, where: 'attach' | 'progress' | 'render'): Reporter => ({
  name,
  attach(events) {
    if (where === 'attach') throw new Error(`${name} attach`);
    events.on('case:end', () => {
      if (where === 'progress') throw new Error(`${name} progress`);
    });
  },
  render() {
    if (where === 'render') throw new Error(`${name} render`);
    return `${name} report`;
  },
});

describe('a reporter that throws', () => {
  it('stops no reporter after it, and is said once with its name and where', () => {
    const failures: ReporterFailure[] = [];
    const reporters = [
      throwing('first', 'render'),
      throwing('second', 'attach'),
      throwing('third', 'progress'),
      throwing('fourth', 'none' as never),
    ].map((r) => isolated(r, (f) => failures.push(f)));
    const events = new RunEmitter();
    for (const r of reporters) r.attach(events);
    // The runner emits in the middle of running cases: nothing a reporter throws may reach it.
    for (const c of FIXTURE.suites.flatMap((s) => s.cases)) expect(() => events.emit('case:end', c)).not.toThrow();
    expect(reporters.map((r) => r.render(FIXTURE))).toEqual([
      undefined,
      'second report',
      'third report',
      'fourth report',
    ]);
    expect(failures.map((f) => [f.reporter, f.phase, (f.error as Error).message])).toEqual([
      ['second', 'attach', 'second attach'],
      ['third', 'progress', 'third progress'],
      ['first', 'render', 'first render'],
    ]);
  });

  it('a reporter that follows progress still hears every event', () => {
    const heard: string[] = [];
    const r = isolated(
      {
        name: 'ear',
        attach: (e) => {
          e.on('run:start', () => heard.push('start'));
          e.on('case:end', (c) => heard.push(c.id));
          e.on('run:end', () => heard.push('end'));
        },
        render: () => '',
      },
      () => undefined,
    );
    const events = new RunEmitter();
    r.attach(events);
    events.emit('run:start', { suites: 1, cases: 1, target: 'x', version: '0.0.0', writes: NO_WRITES });
    events.emit('case:end', FIXTURE.suites[0]?.cases[0] as never);
    events.emit('run:end', FIXTURE);
    expect(heard).toEqual(['start', 'per-page-ok', 'end']);
  });
});
