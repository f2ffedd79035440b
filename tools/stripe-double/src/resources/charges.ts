import { retrieveRoute } from '../api/read-routes.ts';
import type { Route } from '../api/route.ts';

export const chargeRoutes: Route[] = [
  retrieveRoute({ url: '/v1/charges', table: (store) => store.charges }),
];
