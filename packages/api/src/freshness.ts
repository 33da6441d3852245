// How fresh what visitors see is: the one place the caches' windows are set (decision 025). The promise (spec): a
// change staff make reaches every visitor within 60 s. Each window below is one hop a change waits at, at most.

/** A change staff make must reach every visitor within this many seconds. */
export const CHANGE_REACHES_VISITORS_S = 60;

/** The content service reads the content version (and the cinema day) from its database at most this often. */
export const CONTENT_VERSION_CHECK_S = 1;

/** The site uses a content answer without asking the service again for this long (then revalidates by ETag). */
export const CONTENT_FRESH_S = 5;

/** A rendered page is served by any cache (the site's, nginx's, a browser's) without a render for this long. */
export const PAGE_FRESH_S = 10;

/** After that, a cache may still serve it while it fetches the page again, until this much later. */
export const PAGE_STALE_WHILE_REVALIDATE_S = 44;

/**
 * The longest a change can wait in all the hops together: the content service's check, the site's content cache, a
 * page's life in the caches. Tests hold it to CHANGE_REACHES_VISITORS_S.
 */
export const WORST_CASE_CHANGE_DELAY_S =
  CONTENT_VERSION_CHECK_S + CONTENT_FRESH_S + PAGE_FRESH_S + PAGE_STALE_WHILE_REVALIDATE_S;

/**
 * The Cache-Control of a page `ageS` seconds after its render: what is left of its windows, so a cache that stores
 * it (and does not count `Age`, as nginx does not) still drops it in time. A new render: max-age=10, swr=44.
 */
export function pageCacheControl(ageS = 0): string {
  const age = Math.max(0, Math.ceil(ageS));
  const fresh = Math.max(0, PAGE_FRESH_S - age);
  const stale = Math.max(0, PAGE_STALE_WHILE_REVALIDATE_S - Math.max(0, age - PAGE_FRESH_S));
  return `public, max-age=${fresh}, stale-while-revalidate=${stale}`;
}

/** A page's Cache-Control as rendered. */
export const PAGE_CACHE_CONTROL = pageCacheControl(0);
