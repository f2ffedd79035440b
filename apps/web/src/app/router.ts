import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';
import { serverState } from '../lib/server-state.ts';

// After server rendering, the router starts from the server's state instead of running the
// loaders again, so the first render matches the page's HTML.
export const router = createBrowserRouter(routes, {
  hydrationData: serverState()?.router,
});
