import { describe, expect, it } from 'vitest';
import { onceEach } from './once-each';

describe('onceEach', () => {
  it('lists each row once, where it was first seen, in page order', () => {
    const pages = [[{ id: 3 }, { id: 2 }], [{ id: 2 }, { id: 1 }], []];
    expect(onceEach(pages).map((row) => row.id)).toEqual([3, 2, 1]);
  });
});
