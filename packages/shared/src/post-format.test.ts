// docs/product/content.md: a card's excerpt and the one tag it shows.
import { describe, expect, it } from 'vitest';
import { excerpt, firstTag } from './post-format.js';

describe('excerpt', () => {
  it('keeps a text of at most the length whole, and cuts a longer one with an ellipsis', () => {
    expect(excerpt('short', 5)).toBe('short');
    expect(excerpt('a'.repeat(121), 120)).toBe(`${'a'.repeat(120)}…`);
    expect(excerpt('', 120)).toBe('');
  });
});

describe('firstTag', () => {
  it('is the first non-empty comma-separated tag, trimmed', () => {
    expect(firstTag('lore, feasts')).toBe('lore');
    expect(firstTag(' , ,  saga ,x')).toBe('saga');
    expect(firstTag('')).toBeUndefined();
    expect(firstTag(' , ')).toBeUndefined();
    expect(firstTag(null)).toBeUndefined();
    expect(firstTag(undefined)).toBeUndefined();
  });
});
