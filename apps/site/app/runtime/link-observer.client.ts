// Route-code prefetching in the browser: links seen or hovered queue their route modules, 4 at a time.
import { matchRoutes, type RouteObject } from 'react-router';
import {
  canPrefetch,
  createPrefetchQueue,
  type NetworkInformationLike,
  type PrefetchQueue,
} from '#src/runtime/prefetch-queue.ts';

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
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

let routeTree: RouteObject[] | undefined;

function buildTree(routes: Record<string, ManifestRoute>): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) {
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const make = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((r) =>
      r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: make(r.id) },
    );
  return make(undefined);
}

/** The route modules a path needs (layout and page), from the route manifest. */
export function modulesForPath(path: string): string[] {
  const manifest = window.__reactRouterManifest;
  if (!manifest) return [];
  routeTree ??= buildTree(manifest.routes);
  const pathname = new URL(path, window.location.origin).pathname;
  const loaded = window.__reactRouterRouteModules ?? {};
  return (matchRoutes(routeTree, pathname) ?? [])
    .map((m) => m.route.id!)
    .filter((id) => !(id in loaded))
    .map((id) => manifest.routes[id]!.module);
}

let queue: PrefetchQueue | undefined;

export function prefetchQueue(): PrefetchQueue {
  queue ??= createPrefetchQueue({
    concurrency: 4,
    allowed: () => canPrefetch(navigator.connection),
    // A failed prefetch is dropped: it is a guess, and when its chunk cannot load (a new deployment) the visitor has
    // not asked for that page; following the link reloads once (root.tsx), which fetches the new build.
    load: (path) => Promise.all(modulesForPath(path).map((url) => import(/* @vite-ignore */ url))),
  });
  return queue;
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
      if (target) prefetchQueue().add(target);
      observer?.unobserve(entry.target);
    }
  });
  observedPaths.set(element, path);
  observer.observe(element);
  return () => observer?.unobserve(element);
}
