// The applications' rate limiter on its own clock (over HTTP it is tested in orders.test.ts).
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '#src/http/problem.ts';
import { createRateLimiter } from '#src/http/rate-limit.ts';

describe('rate limiter', () => {
  it('allows `max` hits per window per key and says when to retry', () => {
    let now = 1_000_000;
    const hit = createRateLimiter(2, 60_000, () => now);
    hit('a');
    hit('a');
    hit('b');
    let retryAfter = '';
    try {
      hit('a');
    } catch (error) {
      expect(error).toBeInstanceOf(HttpProblem);
      retryAfter = (error as HttpProblem).headers['retry-after']!;
    }
    expect(retryAfter).toBe('60');
    now += 45_000;
    expect(() => hit('a')).toThrow();
    now += 15_000;
    expect(() => hit('a')).not.toThrow();
  });
});
