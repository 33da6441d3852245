// The loading bar's timing (spec §2, §4, §9) as a pure controller: throttle, progress over a duration, hide, reset.
export interface LoadingBarView {
  /** Makes the bar visible at the given progress (0..1). */
  show(progress: number): void;
  progress(progress: number): void;
  /** Fills the bar: the work finished. */
  complete(): void;
  /** Fades the bar out. */
  hide(): void;
  /** Puts the bar back to zero, ready for the next start. */
  reset(): void;
  setError(error: boolean): void;
}

export interface LoadingBarTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
}

export interface LoadingBarOptions {
  /** The bar appears only when loading lasts longer than this. */
  throttleMs?: number;
  /** The time the bar takes to rise to `ceiling`. */
  durationMs?: number;
  /** How long the full bar stays after finishing. */
  hideDelayMs?: number;
  /** How long after hiding the progress goes back to zero. */
  resetDelayMs?: number;
  /** Progress the bar rises to while waiting. */
  ceiling?: number;
  /** Progress at which the bar appears. */
  minimum?: number;
  tickMs?: number;
}

export const LOADING_BAR = {
  colour: '#efc06e',
  errorColour: '#e5484d',
  height: 4,
  durationMs: 1000,
  throttleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

export type LoadingBarPhase = 'idle' | 'pending' | 'visible' | 'finishing' | 'hiding';

export interface LoadingBarSnapshot {
  phase: LoadingBarPhase;
  active: number;
  progress: number;
  error: boolean;
}

export interface LoadingBarController {
  /** One request or page load started. */
  start(): void;
  /** One request or page load finished; `error` colours the bar. */
  finish(error?: boolean): void;
  snapshot(): LoadingBarSnapshot;
  dispose(): void;
}

const browserTimers: LoadingBarTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

/** Ease-out rise from `minimum` to `ceiling` over `duration`: fast at first, then waiting near the end. */
export function progressAt(elapsedMs: number, durationMs: number, minimum: number, ceiling: number): number {
  const t = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return minimum + (ceiling - minimum) * (1 - (1 - t) ** 2);
}

export function createLoadingBarController(
  view: LoadingBarView,
  options: LoadingBarOptions = {},
  timers: LoadingBarTimers = browserTimers,
): LoadingBarController {
  const {
    throttleMs = LOADING_BAR.throttleMs,
    durationMs = LOADING_BAR.durationMs,
    hideDelayMs = LOADING_BAR.hideDelayMs,
    resetDelayMs = LOADING_BAR.resetDelayMs,
    ceiling = 0.9,
    minimum = 0.08,
    tickMs = 50,
  } = options;

  let phase: LoadingBarPhase = 'idle';
  let active = 0;
  let progress = 0;
  let error = false;
  let shownAt = 0;
  let throttle: unknown = null;
  let ticker: unknown = null;
  let hideTimer: unknown = null;
  let resetTimer: unknown = null;

  const clear = () => {
    if (throttle !== null) timers.clearTimeout(throttle);
    if (ticker !== null) timers.clearInterval(ticker);
    if (hideTimer !== null) timers.clearTimeout(hideTimer);
    if (resetTimer !== null) timers.clearTimeout(resetTimer);
    throttle = ticker = hideTimer = resetTimer = null;
  };

  const tick = () => {
    progress = progressAt(timers.now() - shownAt, durationMs, minimum, ceiling);
    view.progress(progress);
  };

  const show = () => {
    throttle = null;
    phase = 'visible';
    shownAt = timers.now();
    progress = minimum;
    view.setError(error);
    view.show(progress);
    ticker = timers.setInterval(tick, tickMs);
  };

  const finishAll = () => {
    if (phase === 'pending') {
      // Finished within the throttle: the bar never appears.
      clear();
      phase = 'idle';
      error = false;
      return;
    }
    if (ticker !== null) timers.clearInterval(ticker);
    ticker = null;
    phase = 'finishing';
    progress = 1;
    view.setError(error);
    view.complete();
    hideTimer = timers.setTimeout(() => {
      hideTimer = null;
      phase = 'hiding';
      view.hide();
      resetTimer = timers.setTimeout(() => {
        resetTimer = null;
        phase = 'idle';
        progress = 0;
        error = false;
        view.setError(false);
        view.reset();
      }, resetDelayMs);
    }, hideDelayMs);
  };

  return {
    start() {
      active += 1;
      if (phase === 'pending' || phase === 'visible') return;
      if (phase === 'finishing' || phase === 'hiding') {
        // New work while the bar is on its way out: keep it on screen and rise again.
        clear();
        error = false;
        show();
        return;
      }
      phase = 'pending';
      throttle = timers.setTimeout(show, throttleMs);
    },
    finish(failed = false) {
      if (active === 0) return;
      active -= 1;
      if (failed) error = true;
      if (active === 0) finishAll();
    },
    snapshot: () => ({ phase, active, progress, error }),
    dispose() {
      clear();
      active = 0;
      phase = 'idle';
    },
  };
}
