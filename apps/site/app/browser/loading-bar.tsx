// The thin loading bar (spec §2, §4): nprogress drawn, our controller timed; starts on navigations and fetchers.
import NProgress from 'nprogress';
import { useEffect, useRef } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { createLoadingBarController, type LoadingBarController } from '#src/browser/loading-bar-machine.ts';
import { routeErrorShown } from '#src/browser/route-error-shown.ts';

declare global {
  interface Window {
    __kino?: Record<string, unknown>;
  }
}

function nprogressView() {
  NProgress.configure({ showSpinner: false, trickle: false, speed: 150, minimum: 0.08, easing: 'linear' });
  const root = () => document.getElementById('nprogress');
  return {
    show(p: number) {
      NProgress.set(p);
      root()?.setAttribute('data-testid', 'loading-bar');
    },
    progress(p: number) {
      if (NProgress.isStarted()) NProgress.set(Math.min(p, 0.99));
    },
    // Full, but not 1: nprogress would start its own fade-out; the controller times hiding itself.
    complete: () => NProgress.set(0.9999),
    hide: () => root()?.classList.add('is-hidden'),
    reset() {
      NProgress.remove();
      NProgress.status = null;
    },
    setError(error: boolean) {
      document.documentElement.toggleAttribute('data-loading-error', error);
    },
  };
}

let controller: LoadingBarController | undefined;

export function loadingBar(): LoadingBarController {
  controller ??= createLoadingBarController(nprogressView());
  window.__kino = { ...window.__kino, loadingBar: () => controller?.snapshot() };
  return controller;
}

/** Follows React Router's navigation and fetchers; an error page at the end colours the bar. */
export function LoadingBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle');
  const wasBusy = useRef(false);

  // Registers window.__kino.loadingBar() for the e2e suite as soon as the page is interactive.
  useEffect(() => void loadingBar(), []);

  useEffect(() => {
    if (busy === wasBusy.current) return;
    wasBusy.current = busy;
    if (busy) loadingBar().start();
    // The error page of the same commit has marked itself already (a layout effect runs before this one).
    else loadingBar().finish(routeErrorShown());
  }, [busy]);

  return null;
}
