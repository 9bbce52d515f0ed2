/** The CLI's promises to CI: keep these numbers stable. */
export const EXIT = {
  passed: 0,
  mustFailure: 1,
  usage: 2,
  unreachable: 3,
  /** The tool itself failed (an exception escaped the engine or a reporter): a bug, never a verdict on the target. */
  internal: 4,
  /** Ctrl-C (and SIGTERM: 143), the shell's own codes: stopped at once, no report written. */
  interrupted: 130,
  terminated: 143,
} as const;
