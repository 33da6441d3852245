// Islands (issue 12, initial JavaScript; docs/decisions/017): a route module keeps its loader and head, and renders
// its view — the UI kit's screens, the frame, TanStack Query — through an island, so that code is not in the page's
// first load. The server renders the view in place. In the browser the route module starts fetching the view's chunk
// as soon as it runs (not a modulepreload competing with the stylesheet and the poster), and React hydrates the
// island when it arrives: a Suspense boundary left dehydrated keeps the server's HTML, and its links work as links.
import { useHydrated } from '@kino/ui/hooks/use-hydrated';
import {
  type ComponentType,
  memo,
  type ReactElement,
  type ReactPromise,
  Suspense,
  use,
  useMemo,
  useState,
} from 'react';

type ViewModule<P> = { default: ComponentType<P> };

const loading: PromiseLike<unknown>[] = [];

/** The promise, marked when it settles the way React marks the promises it reads: `use` then reads it at once. */
function track<T>(promise: Promise<T>): ReactPromise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise as ReactPromise<T>;
}

/**
 * The view `load` imports, as a component taking the same props. Its chunk is asked for now: on the server when the
 * build is loaded, in the browser when the route module runs (a failed load reaches the error boundary, which
 * reloads the page once for a chunk of an old build).
 */
export function island<P extends object>(
  name: string,
  load: () => Promise<ViewModule<P>>,
): (props: P) => ReactElement {
  const module = track(load());
  loading.push(module);
  const View = memo(function View(props: P) {
    const { default: Component } = use(module);
    return <Component {...props} />;
  });
  function Island(props: P) {
    // Only an island that hydrates server HTML is a Suspense boundary of its own (the server renders one, so the
    // browser must too). One mounted by a client navigation suspends into the boundaries already on screen, so
    // React's transition keeps the page the visitor is leaving until the view has arrived, instead of an empty
    // <main>. Decided once, at mount: the boundary stays for the island's life.
    const hydrating = !useHydrated();
    const [boundary] = useState(hydrating);
    // The same element for the same props: after hydration React renders the island again (`useHydrated`
    // turned true, at SyncLane), and a new element would be an update to a boundary still dehydrated, which
    // React then hydrates at once, in one long synchronous task. The same element leaves the boundary to hydrate in
    // its own time, in slices between which the browser can paint and answer the visitor.
    return useMemo(
      () =>
        boundary ? (
          <Suspense fallback={null}>
            <View {...props} />
          </Suspense>
        ) : (
          <View {...props} />
        ),
      [boundary, props],
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/**
 * Settles when every island declared so far has loaded: the server renders only after that, so a view is never a
 * fallback streamed in later (pages must read whole without JavaScript). After the first request the promises are
 * settled, so this resolves at once (one `Promise.all` and a microtask per render).
 */
export function islandsLoaded(): Promise<unknown> {
  return Promise.all(loading);
}
