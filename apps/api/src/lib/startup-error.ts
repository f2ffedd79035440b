/**
 * A reason the server cannot start that the operator can fix (a setting, the data folder, the
 * port): the process prints its message, one sentence or a few lines, and exits with 1.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/**
 * Ends a command that met a StartupError with its message alone and exit code 1: the operator
 * needs the sentence, not a stack trace. Anything else is a bug and is thrown on.
 */
export function exitOnStartupError(error: unknown): never {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
