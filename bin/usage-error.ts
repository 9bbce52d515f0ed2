/** A mistake of the user's (an option, a file it names): one line and exit 2, never a verdict or a crash. */
export class UsageError extends Error {}
