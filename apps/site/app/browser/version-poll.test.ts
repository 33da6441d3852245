import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVersionPoll } from './version-poll.ts';

describe('version poll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls at the interval and reports a changed build id once', async () => {
    let latest = 'build-1';
    const fetchVersion = vi.fn(async () => ({ id: latest }));
    const found: string[] = [];
    const poll = startVersionPoll({
      currentId: 'build-1',
      intervalMs: 60_000,
      fetchVersion,
      onNewVersion: (v) => found.push(v.id),
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(found).toEqual([]);
    latest = 'build-2';
    await vi.advanceTimersByTimeAsync(120_000);
    expect(found).toEqual(['build-2']);
    poll.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetchVersion).toHaveBeenCalledTimes(3);
  });

  it('only logs a failed fetch', async () => {
    const errors: unknown[] = [];
    const poll = startVersionPoll({
      currentId: 'a',
      intervalMs: 0,
      fetchVersion: async () => {
        throw new Error('offline');
      },
      onNewVersion: () => {
        throw new Error('must not be called');
      },
      onError: (e) => errors.push(e),
    });
    expect(await poll.check()).toBe(false);
    expect(errors).toHaveLength(1);
  });
});
