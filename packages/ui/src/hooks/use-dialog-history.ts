// Back closes an open modal dialog first (issue 35): opening it adds a history entry at the same address, Back takes
// that entry away and closes the dialog, and the page underneath never hears of it.
import { type RefObject, useEffect, useMemo, useRef } from 'react';

/** The mark of the entry an open dialog added (a copy of the page's entry, the router's own state kept). */
const MARK = 'kinoDialog';

function marked(state: unknown): boolean {
  return typeof state === 'object' && state !== null && MARK in state;
}

/**
 * Returns what to call when the dialog has been shown modally. The page's own entry is copied with a mark, so the
 * router sees no change; Back pops the copy, which this hook answers (the router's listener is never told: it would
 * take the pop for a navigation) by closing the dialog. Closing the dialog otherwise (its button, Esc, a sent form)
 * takes the copy away again, so the history holds no trace of it. A new page (`locationKey`) leaves the copy
 * where it is: it is the old page's now.
 */
export function useDialogHistory(dialogRef: RefObject<HTMLDialogElement | null>, locationKey?: string) {
  const pushed = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is what resets it
  useEffect(() => {
    pushed.current = false;
  }, [locationKey]);

  useEffect(() => {
    function onPopState(event: PopStateEvent) {
      if (!pushed.current || marked(event.state)) return;
      // Our copy was popped: the page underneath is where it was, so the router must not navigate.
      pushed.current = false;
      event.stopImmediatePropagation();
      if (dialogRef.current?.open) dialogRef.current.close();
    }
    // Capturing on window runs before the router's listener, which listens without capture.
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => window.removeEventListener('popstate', onPopState, { capture: true });
  }, [dialogRef]);

  // Stable, so callers may keep them in their own callbacks.
  return useMemo(
    () => ({
      opened() {
        if (pushed.current) return;
        pushed.current = true;
        const state: unknown = window.history.state;
        window.history.pushState({ ...(typeof state === 'object' ? state : {}), [MARK]: true }, '');
      },
      closed() {
        // Closed by its button, Esc or a sent form: the copy goes, and the pop it causes is swallowed above.
        if (pushed.current && marked(window.history.state)) window.history.back();
      },
    }),
    [],
  );
}
