import { describe, expect, it } from 'vitest';
import { jsonListText, jsonText } from './json-text.js';

async function text(pages: unknown[][]): Promise<string> {
  async function* read() {
    yield* pages;
  }
  let out = '';
  for await (const chunk of jsonListText('messages', read())) out += chunk;
  return out;
}

describe('JSON text', () => {
  it('writes a list a page at a time exactly as JSON.stringify writes the whole', async () => {
    const items = [{ id: 1, text: 'a\nb', files: [{ name: 'x' }] }, { id: 2, nested: { deep: [1, 2] } }, { id: 3 }];
    for (const pages of [[], [[]], [items], [items.slice(0, 1), [], items.slice(1)], items.map((item) => [item])]) {
      const all = pages.flat();
      expect(await text(pages)).toBe(jsonText({ messages: all }));
      expect(JSON.parse(await text(pages))).toEqual({ messages: all });
    }
  });
});
