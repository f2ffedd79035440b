import { API_BASE, type ApiError as ApiErrorBody } from '@keyturn/shared';
import { currentToken } from './token-storage.ts';

/** A failed call: its status, and the server's own sentence when it answered with one. */
export class ApiError extends Error {
  readonly status: number;
  /** The error envelope's `message`: absent when something else answered (a proxy's page). */
  readonly serverMessage: string | undefined;
  readonly fieldErrors: ApiErrorBody['errors'];

  constructor(status: number, serverMessage?: string, fieldErrors?: ApiErrorBody['errors']) {
    super(serverMessage ?? `The request failed (${status}).`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
  }
}

/** The server said 404: what was asked for does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A list goes as a repeated parameter (`?fuelType=Diesel&fuelType=Hybrid`). */
export type QueryValue = string | number | boolean | readonly string[] | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON-encoded, except FormData (a multipart upload), which goes as it is. */
  body?: unknown;
  signal?: AbortSignal;
  /** 'blob' for a file download (a spreadsheet export); JSON otherwise. */
  responseType?: 'json' | 'blob';
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where requests go: the network in the browser; when the server renders a page, straight
 * into its own API (entry-server.tsx), since a relative URL means nothing there.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

let unauthorizedListener: (() => void) | undefined;

/** The auth store listens here so that a rejected token (expired, revoked) ends the session. */
export function onUnauthorized(listener: (() => void) | undefined): void {
  unauthorizedListener = listener;
}

/** Adds `query` to `params`: a list item by item, and nothing for what is undefined. */
export function appendQuery(params: URLSearchParams, query: Record<string, QueryValue>): void {
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'object') for (const item of value) params.append(key, item);
    else if (value !== undefined) params.set(key, String(value));
  }
}

export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  appendQuery(params, query);
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function errorFrom(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>;
    if (typeof body.message === 'string' && body.message) {
      return new ApiError(response.status, body.message, body.errors);
    }
  } catch {
    // Not JSON: a proxy's or gateway's HTML page (502 while the server is down, say).
  }
  return new ApiError(response.status);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = currentToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  const response = await transport(apiUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body:
      options.body === undefined
        ? undefined
        : multipart
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) {
    if (response.status === 401 && token) unauthorizedListener?.();
    throw await errorFrom(response);
  }
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * The message to show for a failed call: the server's sentence when it refused the request
 * (4xx), which says what to change. Anything else, `fallback`, the action's own sentence from
 * the spec: no network, the server down or failing (5xx), or a page from something else.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.serverMessage
    ? error.serverMessage
    : fallback;
}
