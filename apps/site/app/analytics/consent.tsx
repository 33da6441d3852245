// Consent before analytics: the banner while the visitor has not chosen, the counters only after «Принять», the
// footer's «Настройки cookie» to choose again. The choice lives in the browser (localStorage), not in a cookie, so
// every page stays one shared render in the page cache.
import { ConsentBanner, ConsentSettingsButton } from '@kino/ui/components/consent-banner';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  type Counters,
  clearAnalyticsCookies,
  countersLoaded,
  countPageView,
  hasCounters,
  loadCounters,
} from './counters.ts';

export const CONSENT_KEY = 'kino:analytics-consent';
type Decision = 'granted' | 'denied';

function readDecision(): Decision | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

function storeDecision(decision: Decision) {
  try {
    window.localStorage.setItem(CONSENT_KEY, decision);
  } catch {
    // Storage blocked: the choice holds for this page only; nothing loads without it anyway.
  }
}

/** How the services are named in the banner's sentence («мы используем … »). */
function serviceNames(counters: Counters): string[] {
  return [
    ...(counters.metrikaId ? ['Яндекс Метрику'] : []),
    ...(counters.tagManagerId ? ['Google Tag Manager'] : []),
  ];
}

export interface AnalyticsConsent {
  /** The banner, while the visitor has not chosen (or asked to choose again); null otherwise. */
  banner: ReactNode;
  /** The footer's «Настройки cookie», when there is anything to consent to and the page can act on it. */
  settings: ReactNode;
}

/**
 * The banner's buttons go with it once the choice is made: the focus goes to the footer's «Настройки cookie» (the
 * way back to the choice), not to the page's start.
 */
function focusAfterChoice() {
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const settings = document.querySelector<HTMLElement>('.consent-settings');
    (settings ?? document.getElementById('main'))?.focus({ preventScroll: true });
  });
}

export function useAnalyticsConsent(counters: Counters): AnalyticsConsent {
  // Unknown until the browser has read the stored choice: the server renders no banner (no flash for those who chose).
  const [decision, setDecision] = useState<Decision | null | undefined>(undefined);
  const [asking, setAsking] = useState(false);
  const enabled = hasCounters(counters);
  const { pathname, search } = useLocation();
  const counted = useRef(`${pathname}${search}`);

  useEffect(() => {
    if (enabled) setDecision(readDecision());
  }, [enabled]);
  useEffect(() => {
    if (decision === 'granted') loadCounters(counters);
  }, [decision, counters]);
  // The counters count the page they start on themselves; later pages are client navigations.
  useEffect(() => {
    const here = `${pathname}${search}`;
    if (here === counted.current) return;
    counted.current = here;
    if (decision === 'granted') countPageView(counters, `${window.location.origin}${here}`);
  }, [pathname, search, decision, counters]);

  const accept = useCallback(() => {
    storeDecision('granted');
    setDecision('granted');
    setAsking(false);
    focusAfterChoice();
  }, []);
  const decline = useCallback(() => {
    storeDecision('denied');
    setDecision('denied');
    setAsking(false);
    focusAfterChoice();
    clearAnalyticsCookies();
    // A counter that already runs cannot be stopped: the page starts again without it.
    if (countersLoaded()) window.location.reload();
  }, []);
  const reopen = useCallback(() => setAsking(true), []);

  if (!enabled) return { banner: null, settings: null };
  return {
    banner:
      decision === null || asking ? (
        <ConsentBanner
          services={serviceNames(counters)}
          onAccept={accept}
          onDecline={decline}
          takeFocus={asking}
        />
      ) : null,
    // Only once the page has read the choice, i.e. is hydrated: a server-rendered button would do nothing when
    // clicked before the page's script runs.
    settings: decision === undefined ? null : <ConsentSettingsButton onClick={reopen} />,
  };
}
