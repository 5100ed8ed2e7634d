import { describe, expect, it } from 'vitest';
import { inList } from './in-list.js';

describe('inList', () => {
  it('pads to the next power of two with the last id, keeping the ids in order', () => {
    expect(inList([7])).toEqual([7]);
    expect(inList([7, 8])).toEqual([7, 8]);
    expect(inList([7, 8, 9])).toEqual([7, 8, 9, 9]);
    expect(inList([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5, 5, 5, 5]);
  });

  it('gives a bounded number of lengths for up to 64 ids', () => {
    const lengths = new Set(Array.from({ length: 64 }, (_, i) => inList(Array.from({ length: i + 1 }, (_, j) => j)).length));
    expect([...lengths].sort((a, b) => a - b)).toEqual([1, 2, 4, 8, 16, 32, 64]);
  });

  it('refuses an empty list, which SQL cannot write', () => {
    expect(() => inList([])).toThrow('at least one id');
  });
});
