import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// react-router/dom's provider supplies ReactDOM.flushSync, which navigate({ flushSync }) needs.
import { RouterProvider } from 'react-router/dom';
import { CacheProvider } from '@emotion/react';
import { hydrate } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@clanhall/shared';
import { Providers } from './app/providers';
import { createEmotionCache } from './lib/emotion-cache';
import { createAppRouter } from './app/router';
import { renderingAfresh } from './lib/hydration';
import { queryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The app starts in several tasks, not one: evaluating this script, then reading the server's
// data, then creating the router (it matches the route table), then rendering (hydration as a
// transition, time-sliced). A phone's main thread is blocked by each task as a whole (total
// blocking time), so no work that can wait for the next task is done in this one.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Not top-level await: with it the bundler splits a shared chunk off boot.ts, one more request
// before first paint.
async function start(root: HTMLElement) {
  await nextTask();

  // Public pages arrive server-rendered with their data (docs/decisions/020).
  const stateScript = document.getElementById('__CLANHALL_STATE__');
  if (stateScript?.textContent) {
    try {
      hydrate(queryClient, JSON.parse(stateScript.textContent));
    } catch (error) {
      console.warn('Ignoring unreadable server state', error);
    }
  }
  await nextTask();

  // The server renders for guests; with a stored token the header differs, so render afresh.
  const serverRendered = root.dataset.ssr === '1' && !localStorage.getItem(STORAGE_KEYS.token);
  const router = createAppRouter(root.dataset.ssr === '1');
  await nextTask();

  const app = (
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </CacheProvider>
    </StrictMode>
  );

  if (serverRendered) {
    // As a transition, hydration is time-sliced: the page (already painted and readable) stays
    // responsive instead of blocking the main thread for the whole tree at once.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    renderingAfresh();
    createRoot(root).render(app);
  }
}

void start(root);
