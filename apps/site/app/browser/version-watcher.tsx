// Spec §4: polls builds/latest.json; once a new version is out, the next navigation is a full page load.
import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { fetchLatestVersion, startVersionPoll } from '#src/browser/version-poll.ts';

export function VersionWatcher({ buildId, intervalMs }: { buildId: string; intervalMs: number }) {
  const outdated = useRef(false);
  const navigation = useNavigation();

  useEffect(() => {
    if (!buildId || buildId === 'dev') return;
    const poll = startVersionPoll({
      currentId: buildId,
      intervalMs,
      fetchVersion: () => fetchLatestVersion(),
      onNewVersion: (latest) => {
        outdated.current = true;
        window.__kino = {
          ...window.__kino,
          version: { current: buildId, latest: latest.id, reloadPending: true },
        };
      },
      onError: (error) => console.warn('Version check failed:', error),
    });
    window.__kino = {
      ...window.__kino,
      version: { current: buildId, reloadPending: false },
      checkVersion: () => poll.check(),
    };
    return () => poll.stop();
  }, [buildId, intervalMs]);

  useEffect(() => {
    if (!outdated.current || navigation.state !== 'loading' || !navigation.location) return;
    const { pathname, search, hash } = navigation.location;
    window.location.assign(`${pathname}${search}${hash}`);
  }, [navigation.state, navigation.location]);

  return null;
}
