import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLoadingBarController,
  LOADING_BAR,
  type LoadingBarView,
  progressAt,
} from './loading-bar-machine.ts';

function recordingView() {
  const calls: string[] = [];
  const view: LoadingBarView = {
    show: (p) => calls.push(`show:${p.toFixed(2)}`),
    progress: () => undefined,
    complete: () => calls.push('complete'),
    hide: () => calls.push('hide'),
    reset: () => calls.push('reset'),
    setError: (e) => calls.push(`error:${e}`),
  };
  return { view, calls, actions: () => calls.filter((c) => !c.startsWith('error:')) };
}

const timers = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
  clearInterval: (h: unknown) => clearInterval(h as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

describe('loading bar controller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the product constants of the spec', () => {
    expect(LOADING_BAR).toMatchObject({
      colour: '#efc06e',
      height: 4,
      durationMs: 1000,
      throttleMs: 200,
      hideDelayMs: 500,
      resetDelayMs: 400,
    });
  });

  it('never appears when the work ends within the 200 ms throttle', () => {
    const { view, actions } = recordingView();
    const bar = createLoadingBarController(view, {}, timers);
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(5000);
    expect(actions()).toEqual([]);
    expect(bar.snapshot().phase).toBe('idle');
  });

  it('appears after 200 ms, rises to about 90% over 1000 ms, hides 500 ms after finishing and resets 400 ms later', () => {
    const { view, actions } = recordingView();
    const bar = createLoadingBarController(view, {}, timers);
    bar.start();
    vi.advanceTimersByTime(200);
    expect(actions()).toEqual(['show:0.08']);
    expect(bar.snapshot().phase).toBe('visible');
    vi.advanceTimersByTime(500);
    const half = bar.snapshot().progress;
    expect(half).toBeGreaterThan(0.5);
    expect(half).toBeLessThan(0.9);
    vi.advanceTimersByTime(500);
    expect(bar.snapshot().progress).toBeCloseTo(0.9, 5);
    vi.advanceTimersByTime(3000);
    expect(bar.snapshot().progress).toBeCloseTo(0.9, 5);

    bar.finish();
    expect(actions()).toEqual(['show:0.08', 'complete']);
    vi.advanceTimersByTime(499);
    expect(actions()).not.toContain('hide');
    vi.advanceTimersByTime(1);
    expect(actions()).toEqual(['show:0.08', 'complete', 'hide']);
    vi.advanceTimersByTime(399);
    expect(actions()).not.toContain('reset');
    vi.advanceTimersByTime(1);
    expect(actions()).toEqual(['show:0.08', 'complete', 'hide', 'reset']);
    expect(bar.snapshot()).toMatchObject({ phase: 'idle', progress: 0, active: 0 });
  });

  it('waits for every concurrent request before finishing', () => {
    const { view, actions } = recordingView();
    const bar = createLoadingBarController(view, {}, timers);
    bar.start();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    expect(actions()).toEqual(['show:0.08']);
    bar.finish();
    expect(actions()).toEqual(['show:0.08', 'complete']);
  });

  it('changes colour on error and back after the reset', () => {
    const { view, calls } = recordingView();
    const bar = createLoadingBarController(view, {}, timers);
    bar.start();
    vi.advanceTimersByTime(250);
    bar.finish(true);
    expect(bar.snapshot().error).toBe(true);
    expect(calls.at(-2)).toBe('error:true');
    vi.advanceTimersByTime(900);
    expect(bar.snapshot().error).toBe(false);
    expect(calls).toContain('error:false');
  });

  it('stays on screen and rises again when new work starts while it is fading out', () => {
    const { view, actions } = recordingView();
    const bar = createLoadingBarController(view, {}, timers);
    bar.start();
    vi.advanceTimersByTime(250);
    bar.finish();
    vi.advanceTimersByTime(600);
    bar.start();
    expect(bar.snapshot().phase).toBe('visible');
    vi.advanceTimersByTime(2000);
    expect(actions()).toEqual(['show:0.08', 'complete', 'hide', 'show:0.08']);
  });

  it('ignores a finish without a start', () => {
    const { view, actions } = recordingView();
    const bar = createLoadingBarController(view, {}, timers);
    bar.finish();
    expect(bar.snapshot().active).toBe(0);
    expect(actions()).toEqual([]);
  });
});

describe('progressAt', () => {
  it('rises monotonically from the minimum to the ceiling over the duration', () => {
    expect(progressAt(0, 1000, 0.08, 0.9)).toBeCloseTo(0.08);
    expect(progressAt(1000, 1000, 0.08, 0.9)).toBeCloseTo(0.9);
    expect(progressAt(5000, 1000, 0.08, 0.9)).toBeCloseTo(0.9);
    let last = 0;
    for (let t = 0; t <= 1000; t += 50) {
      const p = progressAt(t, 1000, 0.08, 0.9);
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
  });
});
