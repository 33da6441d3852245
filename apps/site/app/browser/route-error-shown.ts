// Whether an error boundary shows an error page now: the loading bar colours itself when a navigation ends on one.
import { useLayoutEffect } from 'react';

let shown = 0;

/** Marks the error page as shown while the calling component is mounted (a layout effect: before the bar's effect). */
export function useRouteErrorShown(): void {
  useLayoutEffect(() => {
    shown += 1;
    return () => {
      shown -= 1;
    };
  }, []);
}

export function routeErrorShown(): boolean {
  return shown > 0;
}
