// Unsaved changes in the workspace's forms (decision 101): a form says whether what it holds differs from what was
// loaded or last saved; the app, which owns the router, asks before leaving while any form says so.
import { createContext, useContext, useEffect, useId, useRef, useState } from 'react';

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

const snapshot = (values: unknown) => JSON.stringify(values);

/**
 * Whether `values` differ from the form's starting values, or from the last ones saved: the values of a submission
 * become the baseline once `saving` ends without `failed`. Typing a value back to what it was is no change.
 */
export function useChangedSince(values: unknown, { saving = false, failed = false } = {}): boolean {
  const [baseline, setBaseline] = useState(() => snapshot(values));
  const submitted = useRef<string | null>(null);
  const wasSaving = useRef(saving);
  const current = snapshot(values);
  useEffect(() => {
    if (saving && !wasSaving.current) submitted.current = current;
    if (!saving && wasSaving.current && !failed && submitted.current !== null) setBaseline(submitted.current);
    wasSaving.current = saving;
  }, [saving, failed, current]);
  return current !== baseline;
}
