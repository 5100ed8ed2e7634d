// Excerpts and en-US dates for the story cards (member-site.md §9).
import { useSyncExternalStore } from 'react';

/** The first `length` characters of the text (the spec's excerpt), with an ellipsis when cut. */
export function excerpt(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

const noSubscribe = () => () => {};

/** The server renders dates in UTC; the reader's own zone is used once hydrated, so both renders match. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

export function formatStoryDate(iso: string, local: boolean): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: local ? undefined : 'UTC',
  });
}
