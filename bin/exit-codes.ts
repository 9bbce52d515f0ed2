/** The CLI's promises to CI: keep these numbers stable. */
export const EXIT = {
  passed: 0,
  mustFailure: 1,
  usage: 2,
  unreachable: 3,
  /** The tool itself failed (an exception escaped the engine or a reporter): a bug, never a verdict on the target. */
  internal: 4,
} as const;
