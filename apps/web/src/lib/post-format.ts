// How posts are shown on the home page and the blog: excerpts, the first tag, en-US dates
// (member-site.md §9). Dates render in UTC on the server and in the reader's zone once
// hydrated (pass useHydrated() as `local`), so both renders match.
/** The first `length` characters of the text (the spec's excerpt), with an ellipsis when cut. */
export function excerpt(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/** member-site.md §3: tags are comma-separated and only the first is shown. */
export function firstTag(tags: string | null | undefined): string | undefined {
  return tags
    ?.split(',')
    .map((t) => t.trim())
    .find(Boolean);
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
