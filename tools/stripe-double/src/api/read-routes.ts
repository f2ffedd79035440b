import type { Context } from '../context.ts';
import type { StripeObject } from '../objects.ts';
import type { Store, Table } from '../store.ts';
import { listAnswer } from './list.ts';
import type { Params } from './params.ts';
import { path, type Route } from './route.ts';

/** Where a resource's objects are: the collection's URL and the table that holds them. */
export interface Collection<T extends StripeObject> {
  /** As `/v1/refunds`; it is also the `url` of a list answer. */
  url: string;
  table: (store: Store) => Table<T>;
}

/**
 * Reads a list request's filter parameters, checked as Stripe checks them, into the value each
 * named field must have; a parameter not given (undefined) lets every value through.
 */
export type ReadFilters<T> = (params: Params, ctx: Context) => { [K in keyof T]?: string };

/** `GET <url>/:id`: the object, or Stripe's 404. */
export function retrieveRoute<T extends StripeObject>({ url, table }: Collection<T>): Route {
  return {
    method: 'GET',
    path: path(`${url}/:id`),
    handle(ctx, { params, ids: [id = ''] }) {
      params.done();
      return table(ctx.store).get(id);
    },
  };
}

/** `GET <url>`: the objects the filters let through, newest first and paged. */
function listRoute<T extends StripeObject>(
  { url, table }: Collection<T>,
  readFilters: ReadFilters<T>,
): Route {
  return {
    method: 'GET',
    path: path(url),
    handle(ctx, { params }) {
      const wanted = Object.entries(readFilters(params, ctx));
      const rows = table(ctx.store)
        .all()
        .filter((row) =>
          wanted.every(([field, value]) => value === undefined || row[field as keyof T] === value),
        );
      const list = listAnswer(rows, url, params);
      params.done();
      return list;
    },
  };
}

/** The two ways every listed resource is read: its filtered list and one object by id. */
export function listAndRetrieveRoutes<T extends StripeObject>(
  collection: Collection<T>,
  readFilters: ReadFilters<T>,
): Route[] {
  return [listRoute(collection, readFilters), retrieveRoute(collection)];
}
