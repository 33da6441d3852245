// Spec §8/§9: a failed code chunk load reloads the page once, guarded against loops by a 10 s window.
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'kino:chunk-reload-at';

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** True (and remembers now) when no chunk reload happened in the last 10 s of this session. */
export function claimChunkReload(
  storage: StorageLike | null,
  now: number,
  windowMs = RELOAD_GUARD_MS,
): boolean {
  try {
    const last = Number(storage?.getItem(RELOAD_GUARD_KEY) ?? 0);
    if (Number.isFinite(last) && last > 0 && now - last < windowMs) return false;
    storage?.setItem(RELOAD_GUARD_KEY, String(now));
    return true;
  } catch {
    // Storage can be unavailable (privacy mode): reload without a memory would risk a loop, so do not.
    return false;
  }
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}
