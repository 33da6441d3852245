import { describe, expect, it } from 'vitest';
import { claimChunkReload, isChunkLoadError, RELOAD_GUARD_KEY } from './chunk-reload.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
}

describe('chunk reload guard', () => {
  it('allows one reload, then none within 10 s, then one again', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(storage.map.get(RELOAD_GUARD_KEY)).toBe('1000000');
    expect(claimChunkReload(storage, 1_000_000 + 9_999)).toBe(false);
    expect(claimChunkReload(storage, 1_000_000 + 10_000)).toBe(true);
  });
  it('does not reload when storage fails', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(claimChunkReload(broken, 1)).toBe(false);
  });
  it('recognises chunk load failures of the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
