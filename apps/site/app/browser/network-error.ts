// A failure of the network, not of the site: the browser's fetch rejects with a TypeError when the request never got
// an answer (offline, connection reset, an aborted request); a code chunk that cannot load while the browser is
// offline is the same failure.
import { isChunkLoadError } from '#src/browser/chunk-reload.ts';

export function isNetworkError(error: unknown): boolean {
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return true;
  return typeof navigator !== 'undefined' && navigator.onLine === false && isChunkLoadError(error);
}
