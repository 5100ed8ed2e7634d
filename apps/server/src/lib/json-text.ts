// JSON documents as readable text (the member's data export,
// docs/product/accounts-and-sessions.md): two-space indented, ending with a newline. A long list is
// written a page at a time as it is read, so it is never whole in memory; the text is the same as
// JSON.stringify of the whole would be.

export const jsonText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** `{ "<key>": [ …items ] }`, from pages of items. */
export async function* jsonListText(key: string, pages: AsyncIterable<readonly unknown[]>): AsyncGenerator<string> {
  let first = true;
  yield `{\n  ${JSON.stringify(key)}: [`;
  for await (const page of pages) {
    if (page.length === 0) continue;
    const items = page.map((item) => `\n    ${JSON.stringify(item, null, 2).replace(/\n/g, '\n    ')}`);
    yield `${first ? '' : ','}${items.join(',')}`;
    first = false;
  }
  yield first ? ']\n}\n' : '\n  ]\n}\n';
}
