// The browser's router over the shared route table.
import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/http';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Made by main.tsx in a task of its own after the app's script was evaluated (matching the route
 * table is part of a phone's start-up cost). A server-rendered page (docs/decisions/020) is
 * already on screen when the app starts, and the reader may have scrolled it. Hydration data
 * tells the router that this first location is not a navigation, so <ScrollRestoration> leaves
 * the scroll position alone instead of jumping to the top under the reader's finger (or under a
 * click on its way to a link).
 */
export function createAppRouter(serverRendered: boolean): AppRouter {
  const router = createBrowserRouter(routes, serverRendered ? { hydrationData: { loaderData: {} } } : undefined);
  // docs/product/screens.md: any 401 clears the session (http.ts) and goes to /login unless already there.
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname !== '/login') void router.navigate('/login');
  });
  return router;
}
