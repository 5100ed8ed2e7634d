import { describe, expect, it } from 'vitest';
import type { Services } from '../services.js';
import { appSlot, createAppState } from './app-state.js';

describe('app state', () => {
  it('makes a slot once per app, from that app\'s services, on first use', () => {
    const made: string[] = [];
    const slot = appSlot((services) => {
      made.push(services.config.dataDir);
      return { owner: services.config.dataDir };
    });
    const servicesOf = (dataDir: string) => ({ config: { dataDir } }) as unknown as Services;
    const one = createAppState(() => servicesOf('one'));
    const two = createAppState(() => servicesOf('two'));
    expect(made).toEqual([]);
    const first = one.get(slot);
    expect(one.get(slot)).toBe(first);
    expect(first).toEqual({ owner: 'one' });
    expect(two.get(slot)).toEqual({ owner: 'two' });
    expect(two.get(slot)).not.toBe(first);
    expect(made).toEqual(['one', 'two']);
  });
});
