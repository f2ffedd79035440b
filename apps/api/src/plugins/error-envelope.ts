import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  PG_CHECK_VIOLATION,
  PG_EXCLUSION_VIOLATION,
  PG_TRANSACTION_ROLLBACK_CLASS,
  PG_UNIQUE_VIOLATION,
  isDatabaseTimeout,
  isStillReferenced,
  pgErrorCode,
} from '../db/errors.ts';
import { HttpError, statusName } from '../lib/http-errors.ts';
import { NO_SUCH_RECORD } from '@keyturn/shared';

interface FieldError {
  field: string;
  message: string;
}

interface Problem {
  statusCode: number;
  message: string;
  errors?: FieldError[];
  headers?: Record<string, string>;
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON was expected.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; please send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its declared length.',
  FST_REQ_FILE_TOO_LARGE: 'The image is too large; the limit is 5 MB.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Please send the image as multipart/form-data.',
  FST_FILES_LIMIT: 'Please send one image at a time.',
  FST_PARTS_LIMIT: 'Please send one image at a time.',
  FST_ERR_VALIDATION: 'The request is not valid.',
};

/** Framework statuses that the contract names differently. */
const STATUS_OVERRIDES: Record<string, number> = {
  // Not multipart at all is a content type we do not take, not a failed negotiation.
  FST_INVALID_MULTIPART_CONTENT_TYPE: 415,
};

const STATUS_SENTENCES: Record<number, string> = {
  400: 'The request is not valid.',
  404: 'The requested resource was not found.',
  405: 'This method is not allowed here.',
  406: 'The requested format is not available.',
  413: 'The request is too large.',
  415: 'This content type is not supported.',
};

/** SQLSTATE classes meaning the database cannot be reached or is shutting down. */
const UNAVAILABLE_CODES = /^(08|57P0|53)/;

function fieldOf(path: string): string {
  return path.replace(/^\//, '').replaceAll('/', '.');
}

/** An id too large to exist (shared idParam): the record is not found, not the request bad. */
const namesNoRecord = (issue: { params: Record<string, unknown> }) =>
  (issue.params.params as Record<string, unknown> | undefined)?.[NO_SUCH_RECORD] === true;

function validationProblem(error: FastifyError): Problem | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const errors = error.validation.map((issue) => ({
    field: fieldOf(issue.instancePath) || String(error.validationContext ?? 'request'),
    message: issue.message ?? 'The request is not valid.',
  }));
  const message = errors[0]?.message ?? 'The request is not valid.';
  if (error.validation.every(namesNoRecord)) return { statusCode: 404, message };
  return { statusCode: 400, message, errors };
}

/** Socket errors of a database that is down or unreachable. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres says, without a code, when a connection dies under a query. */
const CONNECTION_LOST =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect/i;

/**
 * Whether the error, or one it wraps (Drizzle wraps the driver's), is a lost or refused
 * database connection: the service is unavailable, not broken.
 */
function isConnectionLoss(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Class 22: a value its column's type cannot hold (too long, too large, unreadable). */
const PG_DATA_EXCEPTION_CLASS = '22';
const PG_STRING_DATA_RIGHT_TRUNCATION = '22001';
const PG_NUMERIC_VALUE_OUT_OF_RANGE = '22003';

/** The driver's error that carries the SQLSTATE `code`, under Drizzle's wrapping. */
function reportedError(error: unknown, code: string): { column?: unknown; message?: unknown } {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === code) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return {};
}

/** The column PostgreSQL named, as the request's field would be spelt, in a sentence. */
function columnProblem(column: string): Problem {
  const field = column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  const message = `The value of ${column.replaceAll('_', ' ')} is out of range.`;
  return { statusCode: 400, message, errors: [{ field, message }] };
}

function dataExceptionSentence(code: string, reported: unknown): string {
  if (code === PG_STRING_DATA_RIGHT_TRUNCATION) {
    // "value too long for type character varying(200)": the limit, never the text, is told.
    const limit = /character varying\((\d+)\)/.exec(String(reported))?.[1];
    return limit ? `A text is longer than the ${limit} characters allowed.` : 'A text is too long.';
  }
  if (code === PG_NUMERIC_VALUE_OUT_OF_RANGE) return 'A number is out of range.';
  return 'A value is out of range.';
}

/**
 * A data exception told as precisely as PostgreSQL reported it: by its column when it names one
 * (it does not for every error), else by what kind of value did not fit.
 */
function outOfRangeProblem(error: unknown, code: string): Problem {
  const { column, message } = reportedError(error, code);
  if (typeof column === 'string' && column !== '') return columnProblem(column);
  return { statusCode: 400, message: dataExceptionSentence(code, message) };
}

function databaseProblem(error: unknown): Problem | null {
  if (isDatabaseTimeout(error)) return unavailable();
  const code = pgErrorCode(error);
  if (!code) return isConnectionLoss(error) ? unavailable() : null;
  // What the conflict means is the module's to say (a booking's overlap is "Vehicle is not
  // available"); a conflict no module named gets the general sentence.
  if (code === PG_UNIQUE_VIOLATION || code === PG_EXCLUSION_VIOLATION) {
    return { statusCode: 409, message: 'This conflicts with an existing record.' };
  }
  if (isStillReferenced(error)) {
    return { statusCode: 409, message: 'This record is still in use and cannot be changed.' };
  }
  if (code.startsWith(PG_TRANSACTION_ROLLBACK_CLASS)) {
    return {
      statusCode: 409,
      message: 'Someone else changed this at the same moment. Please try again.',
    };
  }
  if (code.startsWith(PG_DATA_EXCEPTION_CLASS)) return outOfRangeProblem(error, code);
  if (code === PG_CHECK_VIOLATION) return { statusCode: 400, message: 'A value is not allowed.' };
  if (UNAVAILABLE_CODES.test(code)) return unavailable();
  return null;
}

function unavailable(): Problem {
  return {
    statusCode: 503,
    message: 'The service is temporarily unavailable. Please try again in a moment.',
    headers: { 'Retry-After': '5' },
  };
}

function frameworkProblem(error: FastifyError): Problem | null {
  const statusCode = STATUS_OVERRIDES[error.code] ?? error.statusCode;
  if (!statusCode || statusCode < 400 || statusCode >= 500) return null;
  const message =
    FRAMEWORK_MESSAGES[error.code] ?? STATUS_SENTENCES[statusCode] ?? 'The request is not valid.';
  return { statusCode, message };
}

function toProblem(error: FastifyError): Problem | null {
  if (error instanceof HttpError) {
    const { field, headers } = error.options;
    return {
      statusCode: error.statusCode,
      message: error.message,
      headers,
      ...(field ? { errors: [{ field, message: error.message }] } : {}),
    };
  }
  return validationProblem(error) ?? databaseProblem(error) ?? frameworkProblem(error);
}

export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: Problem) {
  if (problem.headers) void reply.headers(problem.headers);
  const body = {
    status: statusName(problem.statusCode),
    statusCode: problem.statusCode,
    message: problem.message,
    ...(problem.errors ? { errors: problem.errors } : {}),
    timestamp: new Date().toISOString(),
    requestURI: request.url.split('?')[0],
    ...(problem.statusCode >= 500 ? { requestId: request.id } : {}),
  };
  return reply.status(problem.statusCode).type('application/json').send(body);
}

/**
 * The log line of a 5xx. One we chose to answer (the server busy, the payment service away) is
 * no fault to trace, so it is a warning, but it names its cause all the same: the sentence the
 * client got says what to do next, not what went wrong.
 */
function logServerError(request: FastifyRequest, error: FastifyError) {
  const route = request.routeOptions.url;
  if (!(error instanceof HttpError)) {
    request.log.error({ err: error, route }, 'request failed');
    return;
  }
  const { cause } = error;
  request.log.warn({ route, ...(cause !== undefined && { err: cause }) }, error.message);
}

/** Every error, ours or the framework's, leaves in one envelope; 5xx never leak internals. */
export const errorEnvelope = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The static files refuse a path they cannot check against the folder (a segment longer
    // than a file name may be): no file has it, so it is looked for like any unknown address.
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return reply.callNotFound();
    const problem = toProblem(error);
    if (problem && problem.statusCode < 500) return sendProblem(request, reply, problem);
    logServerError(request, error);
    return sendProblem(
      request,
      reply,
      problem ?? {
        statusCode: 500,
        message: 'Something went wrong on our side. Please try again.',
      },
    );
  });
});
