// The one answer to «has React taken over the server's HTML?», for the UI kit and the site.
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React renders on the server or hydrates the server's HTML (it reads the server snapshot then), true in
 * the browser afterwards — and at once for a component mounted later, so a control that needs script is there from
 * its first render (the dialog's close button takes the focus when the dialog opens). After hydration React renders
 * the hydrated users once more with `true`.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
