// Route-code prefetching in the browser: links seen or hovered queue their route modules, 4 at a time.
import { matchRoute } from '@kino/api/routes';
import { routeNameIn, TOWN_PREFIX, townLayoutId, townOfPath } from '@kino/api/towns';
import {
  canPrefetch,
  createPrefetchQueue,
  type NetworkInformationLike,
  type PrefetchQueue,
} from '#src/runtime/prefetch-queue.ts';

interface ManifestRoute {
  id: string;
  module: string;
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
    __reactRouterRouteModules?: Record<string, unknown>;
  }
  interface Navigator {
    connection?: NetworkInformationLike;
  }
}

/**
 * The route ids a page path renders: the root, its town's layout and the page, read from the path by the route
 * table's own matcher (`@kino/api/routes`), since a route's id is its route name in the town. React Router's
 * `matchRoutes` flattens and ranks the whole table on every call: ≈ 2 ms per link for the 60 routes, ≈ 0.4 s of
 * main thread at Lighthouse's 4× CPU for the schedule's links on load. Paths that are not pages (feeds, calendars,
 * form posts) have no route code worth prefetching.
 */
export function routeIdsForPath(pathname: string): string[] {
  const town = townOfPath(pathname);
  const match = matchRoute(pathname.slice(TOWN_PREFIX[town].length) || '/');
  return match ? ['root', townLayoutId(town), routeNameIn(match.name, town)] : [];
}

/** The route modules a page path needs that the page has not loaded yet, from the route manifest. */
export function modulesForPath(pathname: string): string[] {
  const manifest = window.__reactRouterManifest;
  if (!manifest) return [];
  const loaded = window.__reactRouterRouteModules ?? {};
  return routeIdsForPath(pathname)
    .filter((id) => !(id in loaded) && id in manifest.routes)
    .map((id) => manifest.routes[id]!.module);
}

let queue: PrefetchQueue | undefined;

export function prefetchQueue(): PrefetchQueue {
  queue ??= createPrefetchQueue({
    concurrency: 4,
    allowed: () => canPrefetch(navigator.connection),
    // A failed prefetch is dropped: it is a guess, and when its chunk cannot load (a new deployment) the visitor has
    // not asked for that page; following the link reloads once (root.tsx), which fetches the new build.
    load: (pathname) => Promise.all(modulesForPath(pathname).map((url) => import(/* @vite-ignore */ url))),
  });
  return queue;
}

/**
 * Queues the route code of a link's page; the key is the path without query or hash, so the schedule's many links
 * to one page (days, filters) make one job.
 */
export function prefetchRouteCode(path: string, urgent = false): void {
  prefetchQueue().add(new URL(path, window.location.origin).pathname, urgent);
}

let observer: IntersectionObserver | undefined;
const observedPaths = new WeakMap<Element, string>();

/** Prefetches a link's route code when it scrolls into view. Returns the clean-up. */
export function observeLink(element: Element, path: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const target = observedPaths.get(entry.target);
      if (target) prefetchRouteCode(target);
      observer?.unobserve(entry.target);
    }
  });
  observedPaths.set(element, path);
  observer.observe(element);
  return () => observer?.unobserve(element);
}
