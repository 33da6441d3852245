import { describe, expect, it } from 'vitest';
import { canPrefetch } from './prefetch.ts';

describe('canPrefetch', () => {
  it('skips data-saver mode and 2g connections', () => {
    expect(canPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
  it('allows faster connections and browsers without the API', () => {
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(canPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch(undefined)).toBe(true);
  });
});
