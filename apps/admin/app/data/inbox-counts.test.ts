import type { ApplicationCounts } from '@kino/api/types';
import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countsSignature, INBOX_POLLING, listOutdated, newApplications } from './inbox-counts.ts';
import { queryClient as workspaceClient } from './query-client.ts';

// TanStack Query never polls on a server (no `window`): these tests are the browser's case. Hoisted above the imports.
vi.hoisted(() => {
  (globalThis as { window?: object }).window ??= {};
});

const counts = (
  fresh: number,
  changedAt: string | null = '2026-11-20T12:00:00+03:00',
): ApplicationCounts => ({
  byStatus: { new: fresh, in_progress: 1, done: 2 },
  changedAt,
});

describe('the inbox counts’ polling', () => {
  let client: QueryClient;
  let calls: number;
  let unsubscribe: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    calls = 0;
    // The workspace's own defaults (no refetch on focus, no retry) under the counts' polling.
    client = new QueryClient({ defaultOptions: workspaceClient.getDefaultOptions() });
    client.mount();
    const observer = new QueryObserver(client, {
      queryKey: ['admin', 'main', 'applications', 'counts'],
      queryFn: async () => counts(++calls),
      ...INBOX_POLLING,
    });
    unsubscribe = observer.subscribe(() => {});
  });
  afterEach(() => {
    unsubscribe();
    client.unmount();
    client.clear();
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  it('asks again every 30 s while the page is in view, and not at all in a background tab', async () => {
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(3);
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(calls).toBe(3);
  });

  it('asks at once when the window gets the focus back (once the answer is older than 10 s)', async () => {
    await vi.advanceTimersByTimeAsync(0);
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(65_000);
    expect(calls).toBe(1);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(2);
  });
});

describe('the inbox list and the counts', () => {
  it('is read again when its town’s counts change, not on the first counts nor on another town’s', () => {
    const at = (n: number, changedAt?: string) => ({
      town: 'main' as const,
      signature: countsSignature(counts(n, changedAt)),
    });
    expect(listOutdated(undefined, at(1))).toBe(false);
    expect(listOutdated(at(1), at(1))).toBe(false);
    expect(listOutdated(at(1), at(2))).toBe(true);
    // The same counts, but one arrived and one went: the time of the last change tells.
    expect(listOutdated(at(1), at(1, '2026-11-20T12:05:00+03:00'))).toBe(true);
    expect(listOutdated(at(1), { town: 'rechitsa', signature: at(2).signature })).toBe(false);
  });

  it('adds up the new ones of the towns loaded so far', () => {
    expect(newApplications({})).toBeUndefined();
    expect(newApplications({ main: counts(2) })).toBe(2);
    expect(newApplications({ main: counts(2), rechitsa: counts(0) })).toBe(2);
  });
});
