import { path, type Route } from '../api/route.ts';

export const chargeRoutes: Route[] = [
  {
    method: 'GET',
    path: path('/v1/charges/:id'),
    handle(ctx, { params, ids: [id = ''] }) {
      params.done();
      return ctx.store.charges.get(id);
    },
  },
];
