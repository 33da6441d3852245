// Spec §8/§9: a failed code chunk load reloads the page once, guarded against loops by a 10 s window.
// Two places notice it: React Router reloads by itself when a route module cannot load, and the error boundaries
// (root and town) reload when the page they show failed on a chunk — an island's view of an old build. A chunk a
// prefetch could not load is not a reason: the visitor has not asked for that page, and reading the one in front of
// them must not be cut off by a reload; the failure shows, and reloads, when the page is rendered.
import { useEffect } from 'react';

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

/** Reloads the page once (per 10 s) when the error a boundary shows is a failed chunk load. */
export function useChunkReload(error: unknown): void {
  useEffect(() => {
    // Offline, a reload would end on the browser's offline page: the error page says the connection failed instead.
    if (!navigator.onLine) return;
    if (isChunkLoadError(error) && claimChunkReload(sessionStorage, Date.now())) window.location.reload();
  }, [error]);
}
