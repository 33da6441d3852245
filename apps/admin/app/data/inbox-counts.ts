// The inbox's counts of applications per town: polled while the workspace is in view (the menu's badge of new ones,
// the town tabs), and the sign that a town's list changed, so the list is read again only then.
import type { Town } from '@kino/api/towns';
import type { ApplicationCounts } from '@kino/api/types';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { admin } from './admin.ts';

/**
 * How the counts are kept fresh: every 30 s while the page is in view, never in a background tab, and at once when
 * the window gets the focus back. The service does not count these calls as activity, so an unattended open page
 * still signs out after the idle time (the poll then gets the 401 that leads to sign-in).
 */
export const INBOX_POLLING = {
  refetchInterval: 30_000,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
} as const;

export const inboxCountsQuery = (town: Town) => ({
  ...admin().queries.applicationCounts(town),
  ...INBOX_POLLING,
});

/** The counts of the given towns, as far as they have loaded. */
export function useInboxCounts(towns: readonly Town[]): Partial<Record<Town, ApplicationCounts>> {
  const results = useQueries({ queries: towns.map(inboxCountsQuery) });
  const counts: Partial<Record<Town, ApplicationCounts>> = {};
  towns.forEach((town, i) => {
    const data = results[i]?.data;
    if (data) counts[town] = data;
  });
  return counts;
}

/** New applications of the towns together; undefined until one has loaded. */
export function newApplications(counts: Partial<Record<Town, ApplicationCounts>>): number | undefined {
  const known = Object.values(counts);
  return known.length > 0 ? known.reduce((sum, c) => sum + c.byStatus.new, 0) : undefined;
}

/** What a town's counts say about its list: they change whenever an application arrives, changes or goes. */
export const countsSignature = (counts: ApplicationCounts) =>
  `${counts.byStatus.new}/${counts.byStatus.in_progress}/${counts.byStatus.done}@${counts.changedAt ?? ''}`;

/**
 * Whether a town's list is out of date: its counts changed since the page last saw them (for that town). The first
 * counts a page sees say nothing: the list was read with them.
 */
export function listOutdated(
  seen: { town: Town; signature: string } | undefined,
  now: { town: Town; signature: string },
): boolean {
  return seen !== undefined && seen.town === now.town && seen.signature !== now.signature;
}

/** Calls `onChange` when the town's counts change while the page shows its list (inbox-list.tsx reads it again). */
export function useOnCountsChange(town: Town, counts: ApplicationCounts | undefined, onChange: () => void) {
  const seen = useRef<{ town: Town; signature: string }>(undefined);
  const signature = counts ? countsSignature(counts) : undefined;
  useEffect(() => {
    if (signature === undefined) return;
    const now = { town, signature };
    if (listOutdated(seen.current, now)) onChange();
    seen.current = now;
  }, [town, signature]);
}
