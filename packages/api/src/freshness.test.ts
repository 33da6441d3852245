import { describe, expect, it } from 'vitest';
import {
  CHANGE_REACHES_VISITORS_S,
  CONTENT_FRESH_S,
  CONTENT_VERSION_CHECK_S,
  PAGE_CACHE_CONTROL,
  PAGE_FRESH_S,
  PAGE_STALE_WHILE_REVALIDATE_S,
  pageCacheControl,
  WORST_CASE_CHANGE_DELAY_S,
} from './freshness.ts';

/** The windows a Cache-Control value promises a cache, in seconds. */
function windows(cacheControl: string) {
  const number = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1] ?? Number.NaN);
  return { fresh: number('max-age'), stale: number('stale-while-revalidate') };
}

describe('freshness', () => {
  it('keeps the promise: a change staff make reaches visitors within 60 s through every hop', () => {
    expect(CHANGE_REACHES_VISITORS_S).toBe(60);
    expect(CONTENT_VERSION_CHECK_S + CONTENT_FRESH_S + PAGE_FRESH_S + PAGE_STALE_WHILE_REVALIDATE_S).toBe(
      WORST_CASE_CHANGE_DELAY_S,
    );
    expect(WORST_CASE_CHANGE_DELAY_S).toBeLessThanOrEqual(CHANGE_REACHES_VISITORS_S);
  });

  it("says the pages' windows in their Cache-Control, so a shared cache keeps the same promise", () => {
    const { fresh, stale } = windows(PAGE_CACHE_CONTROL);
    expect(PAGE_CACHE_CONTROL.startsWith('public,')).toBe(true);
    expect(fresh).toBe(PAGE_FRESH_S);
    expect(CONTENT_VERSION_CHECK_S + CONTENT_FRESH_S + fresh + stale).toBeLessThanOrEqual(60);
  });

  it("counts a cached page's age off its windows: a cache that ignores Age still drops it in time", () => {
    for (const age of [0, 3, 10, 11, 30, 54, 80]) {
      const { fresh, stale } = windows(pageCacheControl(age));
      expect(age + fresh + stale).toBeLessThanOrEqual(
        Math.max(age, PAGE_FRESH_S + PAGE_STALE_WHILE_REVALIDATE_S),
      );
    }
    expect(windows(pageCacheControl(4))).toEqual({ fresh: 6, stale: 44 });
    expect(windows(pageCacheControl(20))).toEqual({ fresh: 0, stale: 34 });
  });
});
