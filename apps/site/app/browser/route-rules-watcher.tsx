// Spec §7-§9: a second after load the browser reads the build manifest (builds/meta/{id}.json) for the route rules;
// a client-side navigation to a path a rule redirects becomes a full load, so the server's redirect applies.
import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { matchRouteRule, type RouteRules } from '#src/http/route-rules.ts';

export const MANIFEST_DELAY_MS = 1_000;

export function RouteRulesWatcher({ buildId }: { buildId: string }) {
  const rules = useRef<RouteRules | null>(null);
  const navigation = useNavigation();

  useEffect(() => {
    if (!buildId || buildId === 'dev') return;
    // Not on a very slow connection (spec §9): the rules are a nicety, the server applies them anyway.
    if (navigator.connection?.effectiveType === 'slow-2g') return;
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/builds/meta/${encodeURIComponent(buildId)}.json`);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const meta = (await response.json()) as { routeRules?: RouteRules };
        rules.current = meta.routeRules ?? {};
        window.__kino = { ...window.__kino, routeRules: rules.current };
      } catch (error) {
        // Spec §8: a failed manifest fetch is logged to the console only.
        console.warn('Build manifest fetch failed:', error);
      }
    }, MANIFEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [buildId]);

  useEffect(() => {
    // A link to a path a rule redirects: the browser loads it from the server instead of the router fetching data.
    const onClick = (event: MouseEvent) => {
      if (!rules.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const redirect = matchRouteRule(rules.current, url.pathname, url.search);
      if (!redirect) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.location.assign(redirect.location);
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);

  // Any other client navigation (a programmatic one) to such a path becomes a full load too.
  useEffect(() => {
    if (!rules.current || navigation.state !== 'loading' || !navigation.location) return;
    const { pathname, search } = navigation.location;
    const redirect = matchRouteRule(rules.current, pathname, search);
    if (redirect) window.location.assign(redirect.location);
  }, [navigation.state, navigation.location]);

  return null;
}
