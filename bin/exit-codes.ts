/** The CLI's promises to CI: keep these numbers stable. */
export const EXIT = {
  passed: 0,
  mustFailure: 1,
  usage: 2,
  unreachable: 3,
} as const;
