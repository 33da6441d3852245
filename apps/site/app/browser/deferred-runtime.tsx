// The page's helpers that first paint does not need — loading bar, version and route-rule watchers — in one chunk
// loaded after hydration (root.tsx), so they stay off the initial JavaScript (issue 12).
import { LoadingBar } from '#src/browser/loading-bar.tsx';
import { RouteRulesWatcher } from '#src/browser/route-rules-watcher.tsx';
import { VersionWatcher } from '#src/browser/version-watcher.tsx';

export default function DeferredRuntime({ buildId, intervalMs }: { buildId: string; intervalMs: number }) {
  return (
    <>
      <LoadingBar />
      <VersionWatcher buildId={buildId} intervalMs={intervalMs} />
      <RouteRulesWatcher buildId={buildId} />
    </>
  );
}
