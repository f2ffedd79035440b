import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { loggableError } from '../../src/lib/loggable-error.ts';

const LEVELS = ['info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

export interface LogLine {
  level: Level;
  msg: string | undefined;
  /** The line's fields, `err` as the app's serializer writes it. */
  fields: Record<string, unknown>;
  /** The request's id, for a line of a request's own logger. */
  reqId: unknown;
}

/** A level's method, as pino gives it: `this` is the logger written to, a child or the app's. */
type Writer = (this: Logger, first?: unknown, second?: unknown) => void;
type Logger = FastifyBaseLogger & { bindings(): Record<string, unknown> };

function lineOf(level: Level, logger: Logger, first: unknown, second: unknown): LogLine {
  const fields = typeof first === 'object' && first !== null ? { ...first } : {};
  if ('err' in fields && fields.err instanceof Error) fields.err = loggableError(fields.err);
  return {
    level,
    msg: typeof first === 'string' ? first : typeof second === 'string' ? second : undefined,
    fields,
    reqId: logger.bindings().reqId,
  };
}

/**
 * Keeps, during each test of the file or block that calls it, what the app logs at info, warn
 * and error: from its services and from its requests' loggers, children of the app's that
 * inherit its methods. The tests run the app silent, so the lines are taken where they are
 * written rather than read from its output.
 */
export function useCapturedLogs(log: () => FastifyBaseLogger): () => LogLine[] {
  let lines: LogLine[] = [];
  let spies: MockInstance[] = [];
  beforeEach(() => {
    lines = [];
    const writers = log() as unknown as Record<Level, Writer>;
    spies = LEVELS.map((level) =>
      vi.spyOn(writers, level).mockImplementation(function (this: Logger, first, second) {
        lines.push(lineOf(level, this, first, second));
      }),
    );
  });
  afterEach(() => {
    for (const spy of spies) spy.mockRestore();
  });
  return () => lines;
}
