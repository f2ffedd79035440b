import pg from 'pg';

/** What node-postgres answers when `query_timeout` runs out. */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

type QueryArguments = unknown[];
type Callback = (error: unknown, result?: unknown) => void;

/** The parts of a node-postgres client that its types keep private. */
interface ClientInternals {
  _queryable: boolean;
  connection: { stream: { destroy(error?: Error): void } };
}

/**
 * A PostgreSQL connection that is given up once a query on it times out.
 *
 * node-postgres's `query_timeout` answers the caller, but the connection keeps waiting for the
 * lost answer, and every later query on it (a transaction's ROLLBACK, the next request the pool
 * lends it to) would queue behind that answer until its own timeout, again and again. Cutting
 * the socket fails them at once, and the pool discards the connection on release.
 */
export class TimedClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    // A connection cut while lent out (by us or by the network) fails its queries, which is how
    // callers hear of it; without a listener the 'error' event would end the process instead.
    this.on('error', () => undefined);
    const query = this.query.bind(this) as (...args: QueryArguments) => unknown;
    this.query = ((...args: QueryArguments) => this.timedQuery(query, args)) as pg.Client['query'];
  }

  private timedQuery(query: (...args: QueryArguments) => unknown, args: QueryArguments) {
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as Callback;
      const watched: Callback = (error, result) => {
        this.abandonAfterTimeout(error);
        callback(error, result);
      };
      return query(...args.slice(0, -1), watched);
    }
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      this.abandonAfterTimeout(error);
      throw error;
    });
  }

  private abandonAfterTimeout(error: unknown) {
    if (!(error instanceof Error) || error.message !== READ_TIMEOUT_MESSAGE) return;
    const internals = this as unknown as ClientInternals;
    internals._queryable = false;
    internals.connection.stream.destroy(new Error('The database did not answer in time.'));
  }
}
