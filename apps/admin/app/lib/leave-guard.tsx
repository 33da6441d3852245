// Nothing typed is lost (decision 101): while a form of the workspace has unsaved changes, leaving it through the
// workspace's links asks in the workspace's own dialog (React Router's blocker), and closing or reloading the tab asks
// the browser's question (beforeunload). Forms say whether they have changes through @kino/ui's UnsavedChangesContext.
import { ConfirmDialog } from '@kino/ui/admin/components/dialog';
import { UnsavedChangesContext } from '@kino/ui/admin/lib/unsaved';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { type Location, useBlocker } from 'react-router';

/**
 * Navigations that are not the staff member leaving a form: within the same page (its query or hash), the form's own
 * after a save or a deletion (they carry what happened in their state), and sign-in (the session ended: the edits
 * are kept as drafts, ./drafts.ts, or the staff member signed out).
 */
export function leavesQuietly(current: Location, next: Location): boolean {
  if (next.pathname === current.pathname) return true;
  if (next.pathname === '/sign-in') return true;
  const state = next.state as { saved?: unknown; deleted?: unknown } | null;
  return Boolean(state && (state.saved !== undefined || state.deleted !== undefined));
}

export function LeaveGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((key: string, changed: boolean) => {
    setDirty((keys) => {
      if (keys.has(key) === changed) return keys;
      const next = new Set(keys);
      if (changed) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const unsaved = dirty.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && !leavesQuietly(currentLocation, nextLocation),
  );
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return (
    <UnsavedChangesContext.Provider value={report}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Уйти без сохранения?"
        confirmLabel="Уйти, не сохраняя"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        <p>В форме есть несохранённые изменения. Если уйти, они пропадут.</p>
      </ConfirmDialog>
    </UnsavedChangesContext.Provider>
  );
}
