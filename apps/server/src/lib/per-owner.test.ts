import { describe, expect, it } from 'vitest';
import { perOwner } from './per-owner.js';

describe('perOwner', () => {
  it('makes one value per owner, on first use, and keeps it', () => {
    let made = 0;
    const queueOf = perOwner((owner: { name: string }) => ({ owner: owner.name, serial: ++made }));
    const a = { name: 'a' };
    const b = { name: 'b' };
    expect(made).toBe(0);
    expect(queueOf(a)).toEqual({ owner: 'a', serial: 1 });
    expect(queueOf(a)).toBe(queueOf(a));
    expect(queueOf(b)).toEqual({ owner: 'b', serial: 2 });
    expect(made).toBe(2);
  });
});
