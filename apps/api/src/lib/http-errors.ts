import { STATUS_CODES } from 'node:http';

export interface HttpErrorOptions {
  headers?: Record<string, string>;
  /** The request field at fault, reported in the envelope's `errors` like a validation error. */
  field?: string;
  /** What went wrong underneath, for the log: the person is told only the message. */
  cause?: unknown;
}

/** An error whose message is a sentence meant for the person using the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly options: HttpErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, { field });
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, field?: string) => new HttpError(409, message, { field });

/** The envelope's `status`: the status's reason phrase, as BAD_REQUEST or URI_TOO_LONG. */
export function statusName(statusCode: number): string {
  return (STATUS_CODES[statusCode] ?? 'Error').toUpperCase().replace(/[^A-Z]+/g, '_');
}
