import { createBrowserRouter } from 'react-router';
import { loadChunk } from '../lib/chunk-load.ts';
import { serverState } from '../lib/server-state.ts';
import { APP_ROUTE_ID, isAdminPath, routes } from './routes.tsx';

let adminAreaAdded = false;

// After server rendering, the router starts from the server's state instead of running the
// loaders again, so the first render matches the page's HTML. The admin area's routes are
// fetched and added on the first navigation into it (issue 45: the public pages' script neither
// holds nor builds them).
export const router = createBrowserRouter(routes, {
  hydrationData: serverState()?.router,
  async patchRoutesOnNavigation({ path, patch }) {
    if (adminAreaAdded || !isAdminPath(path)) return;
    const { adminRoutes } = await loadChunk(() => import('./admin-routes.tsx'));
    if (adminAreaAdded) return;
    adminAreaAdded = true;
    patch(APP_ROUTE_ID, [adminRoutes]);
  },
});
