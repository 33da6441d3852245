// Unsaved edits that outlive an ended session: a save refused with 401 keeps the form's values in the tab's
// sessionStorage under the form's address; the same form, opened again by the same staff member after signing in,
// starts from them. A successful save or «Отбросить их» forgets them.
import { useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { isUnauthorized } from '#src/data/query-client.ts';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredDraft {
  /** Whose edits these are: another staff member signing in in the same tab does not get them. */
  account: number;
  values: unknown;
}

const PREFIX = 'kino-admin-draft:';

/** Keeps a form's values for `path` (the form's workspace address). Storage may be full or off: then nothing is kept. */
export function keepDraft(storage: DraftStorage, path: string, account: number, values: unknown): void {
  try {
    storage.setItem(PREFIX + path, JSON.stringify({ account, values } satisfies StoredDraft));
  } catch {
    // Quota or privacy mode: the edits are lost as before, nothing worse.
  }
}

/** The values kept for `path` by this staff member, if any. */
export function findDraft<V>(storage: DraftStorage, path: string, account: number): V | undefined {
  try {
    const raw = storage.getItem(PREFIX + path);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    return draft.account === account && draft.values !== undefined ? (draft.values as V) : undefined;
  } catch {
    return undefined;
  }
}

export function dropDraft(storage: DraftStorage, path: string): void {
  try {
    storage.removeItem(PREFIX + path);
  } catch {
    // Nothing was kept.
  }
}

/**
 * A form route's draft: `restored` (the values to start from, when some were kept), `keep` for a failed save (kept
 * only when it failed for want of a session), `forget` after a successful save, and `discard` for the form's
 * «Отбросить их».
 */
export function useDraft<V>() {
  const { pathname } = useLocation();
  const shell = useRouteLoaderData('routes/shell') as { account: { id: number } } | undefined;
  const account = shell?.account.id ?? 0;
  const [restored, setRestored] = useState<{ path: string; values: V | undefined }>(() => ({
    path: pathname,
    values: findDraft<V>(sessionStorage, pathname, account),
  }));
  // Another item opened in the same route component: its own draft, if any.
  const current =
    restored.path === pathname
      ? restored
      : { path: pathname, values: findDraft<V>(sessionStorage, pathname, account) };
  if (current !== restored) setRestored(current);
  return {
    restored: current.values,
    keep: (error: unknown, values: V) => {
      if (isUnauthorized(error)) keepDraft(sessionStorage, pathname, account, values);
    },
    forget: (path = pathname) => {
      dropDraft(sessionStorage, path);
      if (path === pathname) setRestored({ path, values: undefined });
    },
    discard: () => {
      dropDraft(sessionStorage, pathname);
      setRestored({ path: pathname, values: undefined });
    },
  };
}
