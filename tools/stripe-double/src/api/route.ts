import type { Context } from '../context.ts';
import type { EventRequest } from '../webhooks/events.ts';
import type { Params } from './params.ts';

export interface ApiRequest {
  params: Params;
  /** The ids captured from the path, in order. */
  ids: string[];
  /** The request as an event caused by it names it. */
  origin: EventRequest;
}

/** One endpoint of the API: its answer is the JSON body of a 200; errors are thrown. */
export interface Route {
  method: 'GET' | 'POST';
  path: RegExp;
  handle(ctx: Context, request: ApiRequest): unknown;
}

/** A path pattern where each `:id` captures one segment. */
export function path(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/:id/g, '([^/]+)')}$`);
}
