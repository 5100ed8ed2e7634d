// A server-rendered page (docs/decisions/020) arrives as HTML before its script. Two things
// wait for React to take it over:
// - Controls that need JavaScript carry NEEDS_JS (`data-needs-js`): while #root carries
//   `data-hydrating` (written by the server with the page) a global style lets no pointer reach
//   them, so an early click is never silently lost, and Playwright-style clicks wait for them.
//   When the page has hydrated (or, rendered afresh, once the app's first commit has replaced
//   the server's HTML), one attribute is removed from #root. (They used to be rendered
//   disabled and switched on by React: on /shop that switch rewrote ~20 controls in one commit,
//   a long task on a phone and most of the page's total blocking time.)
// - Text that reads the reader's clock (dates in the local zone) and the few text fields that
//   must not take typing early (they stay `disabled`) follow useHydrated(): a context flipped
//   once, in a transition (time-sliced), right after the page's content hydrated.
import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/** Spread on a control that does nothing without the app: `<Button {...NEEDS_JS}>`. */
export const NEEDS_JS = { 'data-needs-js': '' } as const;

/** The global style (CssBaseline, app/theme.ts) that holds such controls while hydrating. */
export const HYDRATING_STYLES = {
  '#root[data-hydrating] [data-needs-js]': { pointerEvents: 'none' },
} as const;

// True on the server and in a browser that hydrates; cleared once the page has hydrated, or
// before rendering afresh.
let hydrating = true;

/** Lets pointers reach the page's controls. */
function releaseControls(): void {
  document.getElementById('root')?.removeAttribute('data-hydrating');
}

function finishHydrating(): void {
  hydrating = false;
  releaseControls();
}

/**
 * main.tsx: this page is rendered in the browser from scratch, not hydrated (a member's page:
 * its header differs from the guest's the server rendered). The controls stay held until that
 * render's first commit has replaced the server's HTML (HydrationProvider): released earlier,
 * a click on one of the server's buttons, which have no handlers, would be lost.
 */
export function renderingAfresh(): void {
  hydrating = false;
}

const HydratedContext = createContext(true);
const DoneContext = createContext<() => void>(() => {});

export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  const done = useCallback(() => {
    if (!hydrating) return;
    finishHydrating();
    startTransition(() => setHydrated(true));
  }, []);
  // Rendered afresh: this effect runs after the first commit, which has removed the server's
  // HTML (createRoot empties its container), so every control on the page is the app's own.
  useEffect(() => {
    if (hydrated) releaseControls();
  }, [hydrated]);
  return (
    <DoneContext.Provider value={done}>
      <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>
    </DoneContext.Provider>
  );
}

/**
 * Rendered inside the page's Suspense boundary (AppLayout), so its effect runs once the page's
 * own content, not only the header around it, has hydrated.
 */
export function PageHydrated() {
  const done = useContext(DoneContext);
  useEffect(done, [done]);
  return null;
}

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
