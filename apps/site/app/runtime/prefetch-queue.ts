// Prefetching of route code with a cap (spec §9): at most 4 at a time, never in data-saver mode or on 2g.
export interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §9: prefetching is skipped in data-saver mode or on a 2g connection. */
export function canPrefetch(connection: NetworkInformationLike | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

export interface PrefetchQueueOptions {
  /** Spec §9: at most 4 route components preloaded in parallel. */
  concurrency?: number;
  load: (key: string) => Promise<unknown>;
  /** Checked when a job would start, so a connection that turns slow stops the queue. */
  allowed?: () => boolean;
  onError?: (key: string, error: unknown) => void;
}

export interface PrefetchQueue {
  /** Queues a key once; `urgent` (hover, focus) goes to the front. */
  add(key: string, urgent?: boolean): void;
  readonly running: number;
  readonly pending: number;
  /** Keys loaded or being loaded. */
  has(key: string): boolean;
  /** Resolves when nothing runs and nothing waits (for tests). */
  idle(): Promise<void>;
}

export function createPrefetchQueue({
  concurrency = 4,
  load,
  allowed = () => true,
  onError,
}: PrefetchQueueOptions): PrefetchQueue {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let running = 0;
  let idleWaiters: Array<() => void> = [];

  const settle = () => {
    if (running === 0 && waiting.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };

  const pump = () => {
    while (running < concurrency && waiting.length > 0) {
      if (!allowed()) {
        // Forget what waits, so it can be queued again when the connection allows.
        for (const key of waiting.splice(0)) seen.delete(key);
        break;
      }
      const key = waiting.shift()!;
      running += 1;
      Promise.resolve()
        .then(() => load(key))
        .catch((error: unknown) => {
          seen.delete(key);
          onError?.(key, error);
        })
        .finally(() => {
          running -= 1;
          pump();
        });
    }
    settle();
  };

  return {
    add(key, urgent = false) {
      if (seen.has(key)) {
        // A hovered link that is still waiting jumps the queue.
        const at = waiting.indexOf(key);
        if (urgent && at > 0) {
          waiting.splice(at, 1);
          waiting.unshift(key);
        }
        return;
      }
      if (!allowed()) return;
      seen.add(key);
      if (urgent) waiting.unshift(key);
      else waiting.push(key);
      pump();
    },
    get running() {
      return running;
    },
    get pending() {
      return waiting.length;
    },
    has: (key) => seen.has(key),
    idle: () =>
      running === 0 && waiting.length === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => idleWaiters.push(resolve)),
  };
}
