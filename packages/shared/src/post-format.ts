// Post text rules both sides apply (docs/product/content.md): the card excerpt and the first tag.

/** The first `length` characters of the text (the spec's excerpt), with an ellipsis when cut. */
export function excerpt(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/** docs/product/content.md: tags are comma-separated and only the first is shown. */
export function firstTag(tags: string | null | undefined): string | undefined {
  return tags
    ?.split(',')
    .map((t) => t.trim())
    .find(Boolean);
}
