import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// react-router/dom's provider supplies ReactDOM.flushSync, which navigate({ flushSync }) needs.
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@clanhall/shared';
import { Providers } from './app/providers';
import { router } from './app/router';
import { queryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Public pages arrive server-rendered with their data (docs/decisions/004).
const stateScript = document.getElementById('__CLANHALL_STATE__');
if (stateScript?.textContent) {
  try {
    hydrate(queryClient, JSON.parse(stateScript.textContent));
  } catch (error) {
    console.warn('Ignoring unreadable server state', error);
  }
}

const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

// The server renders for guests; with a stored token the header differs, so render afresh.
const serverRendered = root.dataset.ssr === '1' && !localStorage.getItem(STORAGE_KEYS.token);
if (serverRendered) {
  // As a transition, hydration is time-sliced: the page (already painted and readable) stays
  // responsive instead of blocking the main thread for the whole tree at once.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
