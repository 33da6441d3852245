// Knowing the content service is down (issue 33 item 9, decision 035): a circuit breaker in front of one content base
// address. A call that times out opens it; while it is open every call fails at once with the client's «service down»
// error (a TimeoutError, not retried), so a page is answered from its last good copy, or with the 503 page, without
// waiting for more deadlines; meanwhile the service's /health is asked in the background (at once, then every second),
// and the first answer closes the breaker. No visitor's call is used as a trial.
import { ServiceDownError } from '@kino/api/client';

export interface CircuitBreakerOptions {
  /** The content base address the breaker stands for (its calls pass through `fetch`). */
  base: string;
  fetch: typeof globalThis.fetch;
  /** What asks the probe's address: the plain fetch under any cache (by default `fetch`). */
  probeFetch?: typeof globalThis.fetch;
  /** Where the service says it is alive: by default `/health` at the base address's origin. */
  healthUrl?: string;
  /** How often an open breaker asks the service again (one question at a time). */
  probeEveryMs?: number;
  /** How long one probe may wait for its answer. */
  probeTimeoutMs?: number;
  /** Told when the breaker opens (after a timed-out call) and closes (the service answered). */
  onChange?: (open: boolean) => void;
}

export interface CircuitBreaker {
  /** The guarded fetch: fails at once with ServiceDownError while the breaker is open. */
  fetch: typeof globalThis.fetch;
  readonly open: boolean;
  /** Stops the background probe (a test's clean-up); the breaker is closed. */
  dispose(): void;
}

const isTimeout = (reason: unknown) =>
  reason instanceof DOMException && reason.name === 'TimeoutError' && !(reason instanceof ServiceDownError);

export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  const { base, fetch: inner, probeFetch = inner, probeEveryMs = 1_000, probeTimeoutMs = 1_000 } = options;
  const healthUrl = options.healthUrl ?? new URL('/health', base).href;
  let probe: ReturnType<typeof setInterval> | undefined;
  let asking = false;

  const close = () => {
    if (!probe) return;
    clearInterval(probe);
    probe = undefined;
    options.onChange?.(false);
  };

  /** One question to the service; any answer below 500 (it is up, whatever its database does) closes the breaker. */
  const ask = async () => {
    if (asking) return;
    asking = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const signal = AbortSignal.timeout(probeTimeoutMs);
      // The deadline is raced as well as passed on: an abort alone may not end a stalled call (nodejs/undici#4068).
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new DOMException('probe timed out', 'TimeoutError')), probeTimeoutMs);
      });
      const response = await Promise.race([probeFetch(healthUrl, { signal }), deadline]);
      await response.body?.cancel();
      if (response.status < 500) close();
    } catch {
      // Still down: asked again at the next tick.
    } finally {
      clearTimeout(timer);
      asking = false;
    }
  };

  const trip = () => {
    if (probe) return;
    probe = setInterval(ask, probeEveryMs);
    probe.unref();
    options.onChange?.(true);
    // Asked at once too: a service that was only slow for one call closes the breaker within moments.
    void ask();
  };

  const guarded: typeof globalThis.fetch = (input, init) => {
    if (probe) return Promise.reject(new ServiceDownError(`The content service at ${base} is not answering`));
    // The content client's deadline aborts its own signal with a TimeoutError, whether or not the call below
    // follows it; a call that rejects with one (a deadline of the caller's) counts as well.
    const signal = init?.signal;
    signal?.addEventListener('abort', () => isTimeout(signal.reason) && trip(), { once: true });
    return inner(input, init).catch((error: unknown) => {
      if (isTimeout(error)) trip();
      throw error;
    });
  };

  return {
    fetch: guarded,
    get open() {
      return probe !== undefined;
    },
    dispose() {
      if (probe) clearInterval(probe);
      probe = undefined;
    },
  };
}
