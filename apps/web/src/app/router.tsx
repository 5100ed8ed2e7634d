// The browser's router over the shared route table.
import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/http';
import { routes } from './routes';

export const router = createBrowserRouter(routes);
// member-site.md §8: any 401 clears the session (http.ts) and goes to /login unless already there.
setUnauthorizedHandler(() => {
  if (router.state.location.pathname !== '/login') void router.navigate('/login');
});
