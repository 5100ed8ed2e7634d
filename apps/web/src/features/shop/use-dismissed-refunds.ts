// The refunded-payment notices a member has dismissed, remembered in this browser so a notice
// closed once does not come back on the next visit. Only read in the browser (the server renders
// /shop for guests, who have no payments).
import { useCallback, useState } from 'react';

const KEY = 'clanhall.dismissed-refunds';

function readDismissed(): Set<string> {
  if (typeof localStorage === 'undefined') return new Set();
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function useDismissedRefunds(): [ReadonlySet<string>, (paymentIntentId: string) => void] {
  const [dismissed, setDismissed] = useState(readDismissed);
  const dismiss = useCallback((paymentIntentId: string) => {
    setDismissed((current) => {
      const next = new Set(current).add(paymentIntentId);
      try {
        localStorage.setItem(KEY, JSON.stringify([...next].slice(-50)));
      } catch {
        // Storage full or blocked: the notice stays closed for this visit.
      }
      return next;
    });
  }, []);
  return [dismissed, dismiss];
}
