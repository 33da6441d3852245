import { describe, expect, it } from 'vitest';
import { canPrefetch, createPrefetchQueue } from './prefetch-queue.ts';

function deferredLoads() {
  const resolvers = new Map<string, { resolve: () => void; reject: (e: unknown) => void }>();
  const started: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const load = (key: string) =>
    new Promise<void>((resolve, reject) => {
      started.push(key);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      resolvers.set(key, {
        resolve: () => {
          inFlight -= 1;
          resolve();
        },
        reject: (e) => {
          inFlight -= 1;
          reject(e);
        },
      });
    });
  return { load, resolvers, started, max: () => maxInFlight };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('canPrefetch', () => {
  it('skips data-saver mode and 2g connections', () => {
    expect(canPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
  it('allows faster connections and browsers without the API', () => {
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(canPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch(undefined)).toBe(true);
  });
});

describe('prefetch queue', () => {
  it('runs at most 4 loads at a time and each key once', async () => {
    const loads = deferredLoads();
    const queue = createPrefetchQueue({ load: loads.load });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'a', 'b']) queue.add(key);
    await tick();
    expect(loads.started).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.running).toBe(4);
    expect(queue.pending).toBe(2);
    loads.resolvers.get('b')!.resolve();
    await tick();
    expect(loads.started).toEqual(['a', 'b', 'c', 'd', 'e']);
    for (const key of ['a', 'c', 'd', 'e']) loads.resolvers.get(key)!.resolve();
    await tick();
    loads.resolvers.get('f')!.resolve();
    await queue.idle();
    expect(loads.max()).toBe(4);
    expect(loads.started).toHaveLength(6);
  });

  it('puts hovered links first', async () => {
    const loads = deferredLoads();
    const queue = createPrefetchQueue({ load: loads.load, concurrency: 1 });
    queue.add('visible-1');
    queue.add('visible-2');
    queue.add('visible-3');
    queue.add('visible-3', true);
    queue.add('hovered', true);
    await tick();
    loads.resolvers.get('visible-1')!.resolve();
    await tick();
    expect(loads.started).toEqual(['visible-1', 'hovered']);
    loads.resolvers.get('hovered')!.resolve();
    await tick();
    expect(loads.started.at(-1)).toBe('visible-3');
  });

  it('does nothing when the connection does not allow prefetching', async () => {
    const loads = deferredLoads();
    const queue = createPrefetchQueue({ load: loads.load, allowed: () => false });
    queue.add('a', true);
    await tick();
    expect(loads.started).toEqual([]);
    expect(queue.has('a')).toBe(false);
  });

  it('reports a failed load and lets the key be queued again', async () => {
    const loads = deferredLoads();
    const errors: string[] = [];
    const queue = createPrefetchQueue({ load: loads.load, onError: (key) => errors.push(key) });
    queue.add('broken');
    await tick();
    loads.resolvers.get('broken')!.reject(new Error('chunk'));
    await queue.idle();
    expect(errors).toEqual(['broken']);
    expect(queue.has('broken')).toBe(false);
    queue.add('broken');
    await tick();
    expect(loads.started).toEqual(['broken', 'broken']);
  });
});
