// How posts are shown: excerpts, the first tag, en-US dates (member-site.md §9).
import { useSyncExternalStore } from 'react';

/** The first `length` characters of the text (the spec's excerpt), with an ellipsis when cut. */
export function excerpt(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

/** member-site.md §3: tags are comma-separated and only the first is shown. */
export function firstTag(tags: string | null | undefined): string | undefined {
  return tags
    ?.split(',')
    .map((t) => t.trim())
    .find(Boolean);
}

const noSubscribe = () => () => {};

/**
 * True once the page runs in the browser after hydration. The server renders dates in UTC;
 * the reader's own time zone is used only after hydration so both renders match.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

export function formatPostDate(iso: string, local: boolean): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: local ? undefined : 'UTC',
  });
}

export function formatPostDateTime(iso: string, local: boolean): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // No zone name: the server's UTC text and the reader's local text then differ at most in
    // the digits, so swapping one for the other after hydration does not reflow the page.
    timeZone: local ? undefined : 'UTC',
  });
}
