import { createServer } from 'node:net';
import { StartupError } from './startup-error.ts';

/** A failure to listen, in a sentence that says what to do; other errors as they are. */
export function listenProblem(error: unknown, port: number, host: string): unknown {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return new StartupError(
        `Port ${port} is already in use (another Keyturn, or another program): stop it, ` +
          `or choose another port, e.g. PORT=${port === 65_535 ? 3000 : port + 1}.`,
      );
    case 'EACCES':
      return new StartupError(
        `Port ${port} needs privileges this process lacks: choose a port above 1023, e.g. PORT=3000.`,
      );
    case 'EADDRNOTAVAIL':
      return new StartupError(
        `HOST=${host} is not an address of this machine: use 0.0.0.0 (every address) or 127.0.0.1.`,
      );
    default:
      return error;
  }
}

/**
 * Fails as listening would, before anything else is opened: a port in use should not cost a
 * database start, nor take the data folder's lock, to find out.
 */
export async function ensurePortFree(port: number, host: string): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error) => reject(listenProblem(error, port, host)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
