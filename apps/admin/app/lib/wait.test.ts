import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, waitInWords } from './wait.ts';

describe('the wait a 429 asks for', () => {
  it('is read from Retry-After in seconds or as a date', () => {
    expect(retryAfterSeconds('900')).toBe(900);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 12:01:30 GMT', Date.parse('2026-11-27T12:00:00Z'))).toBe(90);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
  });

  it('is said in Russian, minutes from a minute up', () => {
    expect(waitInWords(900)).toBe('через 15 минут');
    expect(waitInWords(60)).toBe('через 1 минуту');
    expect(waitInWords(61)).toBe('через 2 минуты');
    expect(waitInWords(21 * 60)).toBe('через 21 минуту');
    expect(waitInWords(12 * 60)).toBe('через 12 минут');
    expect(waitInWords(40)).toBe('через 40 секунд');
    expect(waitInWords(22)).toBe('через 22 секунды');
    expect(waitInWords(1)).toBe('через 1 секунду');
  });
});
