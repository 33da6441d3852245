// Renders the deferred runtime once the page has hydrated and the browser is idle: its code is fetched then, not
// preloaded with the page (issue 12, initial JavaScript).
import { lazy, Suspense, useEffect, useState } from 'react';

const DeferredRuntime = lazy(() => import('#src/browser/deferred-runtime.tsx'));

/** At most this long after hydration, even on a page that keeps the main thread busy. */
const IDLE_TIMEOUT_MS = 1_500;

export function AfterHydration({ buildId, intervalMs }: { buildId: string; intervalMs: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // The root's effects run once React has committed the hydrated page: the e2e suite waits for this mark before a
    // click must be the router's (a hydration mismatch is reported before effects run, so one would have been seen).
    window.__kino = { ...window.__kino, hydrated: true };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setReady(true), 1);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <DeferredRuntime buildId={buildId} intervalMs={intervalMs} />
    </Suspense>
  );
}
