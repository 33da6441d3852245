// Unsaved changes in the workspace's forms (decision 101): a form says whether what it holds differs from what was
// loaded or last saved (react-hook-form's isDirty, ./workspace-form.ts); the app, which owns the router, asks before
// leaving while any form says so.
import { createContext, useContext, useEffect, useId } from 'react';

/** Told by each form, under a key of its own, whether it has unsaved changes. */
export type UnsavedReporter = (key: string, dirty: boolean) => void;

export const UnsavedChangesContext = createContext<UnsavedReporter | null>(null);

/** Tells the app (if it listens) whether this form has unsaved changes; a form that goes away has none. */
export function useUnsavedChanges(dirty: boolean): void {
  const report = useContext(UnsavedChangesContext);
  const key = useId();
  useEffect(() => {
    report?.(key, dirty);
  }, [report, key, dirty]);
  useEffect(() => () => report?.(key, false), [report, key]);
}
