// docs/product/back-office.md: 100-character excerpts, en-US dates with a short month; tags are chips
// split on commas.
/** The first `length` characters of the text exactly (the spec's excerpt), then an ellipsis when cut. */
export function adminExcerpt(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

export function splitTags(tags: string | null | undefined): string[] {
  return (tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}
