import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { requestSerializer } from '../../src/lib/access-log.ts';
import { loggableError } from '../../src/lib/loggable-error.ts';

const LEVELS = ['info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

export interface LogLine {
  level: Level;
  msg: string | undefined;
  /** The line's fields, `err` and `req` as the app's serializers write them. */
  fields: Record<string, unknown>;
  /** The request's id, for a line of a request's own logger. */
  reqId: unknown;
}

/** A level's method, as pino gives it: `this` is the logger written to, a child or the app's. */
type Writer = (this: Logger, first?: unknown, second?: unknown) => void;
type Logger = FastifyBaseLogger & { bindings(): Record<string, unknown> };

/** The app's serializers (app.ts): a line is kept as it would be written. */
const SERIALIZERS: Record<string, (value: never) => unknown> = {
  err: loggableError,
  req: requestSerializer,
};

function lineOf(level: Level, logger: Logger, first: unknown, second: unknown): LogLine {
  const fields: Record<string, unknown> =
    typeof first === 'object' && first !== null ? { ...first } : {};
  for (const [key, serialize] of Object.entries(SERIALIZERS)) {
    if (fields[key] !== undefined) fields[key] = serialize(fields[key] as never);
  }
  return {
    level,
    msg: typeof first === 'string' ? first : typeof second === 'string' ? second : undefined,
    fields,
    reqId: logger.bindings().reqId,
  };
}

/**
 * Keeps what the app logs at info, warn and error, from its services and from its requests'
 * loggers (children of the app's, which inherit its methods), until `restore`. The tests run the
 * app silent, so the lines are taken where they are written rather than read from its output.
 */
export function captureLogs(log: FastifyBaseLogger) {
  const lines: LogLine[] = [];
  const writers = log as unknown as Record<Level, Writer>;
  const spies: MockInstance[] = LEVELS.map((level) =>
    vi.spyOn(writers, level).mockImplementation(function (this: Logger, first, second) {
      lines.push(lineOf(level, this, first, second));
    }),
  );
  return {
    lines,
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

/** `captureLogs` around each test of the file or block that calls it: gives that test's lines. */
export function useCapturedLogs(log: () => FastifyBaseLogger): () => LogLine[] {
  let capture: ReturnType<typeof captureLogs> | undefined;
  beforeEach(() => {
    capture = captureLogs(log());
  });
  afterEach(() => {
    capture?.restore();
  });
  return () => capture?.lines ?? [];
}
