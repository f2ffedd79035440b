import { loggableError } from './loggable-error.ts';

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
 * needs the sentence, not a stack trace. Anything else is a bug, printed with its stack as the
 * logs print errors: a failed query by class, SQLSTATE and place, never its text or parameters
 * (a password hash among them, once).
 */
export function exitOnStartupError(error: unknown): never {
  if (error instanceof StartupError) {
    console.error(error.message);
  } else if (error instanceof Error) {
    console.error(JSON.stringify(loggableError(error), null, 2));
  } else {
    console.error(`Keyturn stopped: ${String(error)}`);
  }
  process.exit(1);
}
